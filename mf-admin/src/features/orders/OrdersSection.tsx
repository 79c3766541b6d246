import type { SectionProps } from '../../panel/sections';

/** The #Orders section of the admin panel (being built by the admin issue). */
export default function OrdersSection(_props: SectionProps) {
  return null;
}
