import type { SectionProps } from '../../panel/sections';

/** The #Overview section of the admin panel (being built by the admin issue). */
export default function OverviewSection(_props: SectionProps) {
  return null;
}
