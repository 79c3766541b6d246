import type { SectionProps } from '../../panel/sections';

/** The #Proformas section of the admin panel (being built by the admin issue). */
export default function ProformasSection(_props: SectionProps) {
  return null;
}
