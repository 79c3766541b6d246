import type { SectionProps } from '../../panel/sections';

/** The #Products section of the admin panel (being built by the admin issue). */
export default function ProductsSection(_props: SectionProps) {
  return null;
}
