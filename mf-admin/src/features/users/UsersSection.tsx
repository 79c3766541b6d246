import type { SectionProps } from '../../panel/sections';

/** The #Users section of the admin panel (being built by the admin issue). */
export default function UsersSection(_props: SectionProps) {
  return null;
}
