import type { SectionProps } from '../../panel/sections';

/** The #Messages section of the admin panel (being built by the admin issue). */
export default function MessagesSection(_props: SectionProps) {
  return null;
}
