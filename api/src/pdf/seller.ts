/** The seller block of documents the shop issues (pro-formas). */
export const SELLER = {
  name: 'IT Shop d.o.o.',
  address: 'Kralja Petra I Karađorđevića 85',
  city: '78000 Banja Luka, Bosna i Hercegovina',
  jib: '4400000000008',
  bankAccount: '5620000000000000',
  email: 'info@itshop.ba',
  phone: '+387 51 000 000',
} as const;

/** A pro-forma stays valid this many days from its date. */
export const PROFORMA_VALID_DAYS = 8;
