/** The admin panel's sections by URL hash, in menu order: an Admin sees every one (mf-admin/src/panel/sections.ts). */
export const ADMIN_SECTION_HASHES = [
  'Pregled',
  'Proizvodi',
  'Kategorije',
  'Promocije',
  'Prijevodi',
  'Pretraga',
  'Cjenovnici',
  'Narudzbe',
  'Predracuni',
  'Firme',
  'Korisnici',
  'Poruke',
  'Dnevnik',
  'Izdanja',
] as const;
