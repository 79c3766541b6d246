import type { SectionProps } from '../../panel/sections';

/** The #AuditLog section of the admin panel (being built by the admin issue). */
export default function AuditLogSection(_props: SectionProps) {
  return null;
}
