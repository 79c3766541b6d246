/**
 * Serbian messages of the checkout area that both the zod contracts (browser and server) and the API send.
 * The pro-forma ones are the spec's exact texts (SPEC §5, §8).
 */
export const checkoutMessages = {
  fillAllFields: 'Popunite sva polja!',
  invalidEmail: 'Unesite ispravnu Email adresu!',
  invalidPhone: 'Unesite ispravan broj telefona.',
  invalidPostalCode: 'Unesite ispravan poštanski broj.',
  jibTooLong: 'JIB može imati najviše 13 znakova.',
  outOfStock: 'Proizvod trenutno nije na stanju!',
  invalidProduct: 'Neispravan proizvod.',
  invalidQuantity: 'Neispravna količina.',
  productNotFound: 'Proizvod nije pronađen.',
  /** The cart already holds all there is: nothing more can be added. */
  cartHoldsAllStock: (stock: number) => `U korpi je već sva raspoloživa količina (${stock}).`,
  /** Stock ran out between filling the cart and placing the order. */
  stockRanOut: (name: string, stock: number) =>
    stock > 0
      ? `Proizvoda „${name}” je ostalo samo ${stock} kom. Korpa je ažurirana, provjerite narudžbu.`
      : `Proizvod „${name}” u međuvremenu više nije na stanju. Korpa je ažurirana, provjerite narudžbu.`,
  emptyCart: 'Korpa je prazna.',
  cardDeclined: 'Plaćanje karticom je odbijeno. Provjerite podatke kartice ili odaberite drugi način plaćanja.',
  invalidCard: 'Unesite ispravne podatke kartice.',
  cardPaymentsUnavailable: 'Plaćanje karticom trenutno nije dostupno. Odaberite drugi način plaćanja.',
  /** The attempt's key belongs to another customer's order. */
  orderKeyTaken: 'Ova narudžba je već poslana.',
  /** The cart changed while the order was being placed (another tab, a price change): nothing was ordered. */
  cartChanged: 'Korpa je u međuvremenu promijenjena. Provjerite narudžbu i pokušajte ponovo.',
  orderNotFound: 'Narudžba nije pronađena.',
  invalidName: 'Unesite ime i prezime.',
} as const;
