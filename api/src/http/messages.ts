/** Every message the API itself writes into `{ message }` (Serbian, the product's default language). */
export const messages = {
  badCredentials: 'Pogrešan email ili lozinka.',
  productNotFound: 'Proizvod nije pronađen.',
  routeNotFound: 'Tražena adresa ne postoji.',
  databaseUnavailable: 'Servis je privremeno nedostupan. Pokušajte ponovo.',
  internalError: 'Dogodila se greška. Pokušajte ponovo kasnije.',
  invalidJson: 'Tijelo zahtjeva nije ispravan JSON.',
  badRequest: 'Neispravan zahtjev.',
  missingRequestData: 'Nedostaju podaci zahtjeva.',
  missingField: (field: string) => `Nedostaje polje: ${field}.`,
  invalidField: (field: string) => `Neispravna vrijednost polja: ${field}.`,
} as const;
