/**
 * The company's identity: the one place for its name, registration, bank account, offices, phones and social links.
 * The shell shows it (header, footer, contact page); the API prints it on pro-formas, invoices and payment
 * instructions.
 */
export const company = {
  name: 'IT Shop',
  legalName: 'IT Shop d.o.o.',
  foundedYear: 1996,
  email: 'info@itshop.ba',
  url: 'https://www.itshop.ba',
  /** The company's JIB (its identification number with the Indirect Taxation Authority). */
  jib: '4400000000008',
  /** The VAT number: the JIB without its leading 4 (how the Indirect Taxation Authority derives it). */
  vatNumber: '400000000008',
  /** The register the company is entered in (the /akti page). */
  register: {
    sr: 'Okružni privredni sud u Doboju',
    en: 'District Commercial Court in Doboj',
  },
  /** The account customers pay bank transfers into: 16 digits, printed grouped by `formatBankAccount`. */
  bankAccount: '5620000000000000',
  country: { sr: 'Bosna i Hercegovina', en: 'Bosnia and Herzegovina' },
  /** Shown on the contact page; the same for both offices. */
  workingHours: {
    sr: 'Ponedjeljak – petak 08–17 h, subota 09–14 h',
    en: 'Monday – Friday 8 am–5 pm, Saturday 9 am–2 pm',
  },
  /** The first is the registered seat (sjedište). */
  offices: [
    {
      id: 'doboj',
      city: 'Doboj',
      label: { sr: 'Sjedište i maloprodaja', en: 'Head office and shop' },
      street: 'Kralja Dragutina 12',
      postalCode: '74000',
      phones: ['+387 53 200 100', '+387 65 200 100'],
    },
    {
      id: 'banja-luka',
      city: 'Banja Luka',
      label: { sr: 'Poslovnica i servisni centar', en: 'Branch office and service centre' },
      street: 'Bulevar srpske vojske 25',
      postalCode: '78000',
      phones: ['+387 51 300 400', '+387 66 300 400'],
    },
  ],
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/itshop.ba' },
    { name: 'Instagram', url: 'https://www.instagram.com/itshop.ba' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/itshop-ba' },
    { name: 'YouTube', url: 'https://www.youtube.com/@itshopba' },
  ],
} as const;

export type Office = (typeof company.offices)[number];

/** The registered seat: the address on documents and the bank-transfer recipient's address. */
export const headOffice: Office = company.offices[0];

/** "Kralja Dragutina 12, 74000 Doboj" */
export const headOfficeAddress = `${headOffice.street}, ${headOffice.postalCode} ${headOffice.city}`;

/** "Kralja Dragutina 12, 74000 Doboj, Bosna i Hercegovina" */
export const headOfficeFullAddress = (language: 'sr' | 'en') => `${headOfficeAddress}, ${company.country[language]}`;

/** "562-000-00000000-00": a BiH account number as banks print it (bank, branch, account, check digits). */
export function formatBankAccount(digits: string = company.bankAccount): string {
  const match = /^(\d{3})(\d{3})(\d{8})(\d{2})$/.exec(digits);
  return match ? match.slice(1).join('-') : digits;
}

/** "IT Shop d.o.o., Kralja Dragutina 12, 74000 Doboj": who a bank transfer goes to. */
export const bankTransferRecipient = `${company.legalName}, ${headOfficeAddress}`;
