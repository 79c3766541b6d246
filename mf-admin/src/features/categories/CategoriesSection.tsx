import type { SectionProps } from '../../panel/sections';

/** The #Categories section of the admin panel (being built by the admin issue). */
export default function CategoriesSection(_props: SectionProps) {
  return null;
}
