import type { SectionProps } from '../../panel/sections';

/** The #Promotions section of the admin panel (being built by the admin issue). */
export default function PromotionsSection(_props: SectionProps) {
  return null;
}
