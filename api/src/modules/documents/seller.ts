import { company, formatBankAccount, headOffice } from '@shop/shared/site';

/** The seller block of documents the shop issues (pro-formas, order documents): the company's registered seat. */
export const SELLER = {
  name: company.legalName,
  address: headOffice.street,
  city: `${headOffice.postalCode} ${headOffice.city}, ${company.country.sr}`,
  jib: company.jib,
  vatNumber: company.vatNumber,
  bankAccount: formatBankAccount(),
  email: company.email,
  phone: headOffice.phones[0],
} as const;

/** A pro-forma stays valid this many days from its date. */
export const PROFORMA_VALID_DAYS = 8;
