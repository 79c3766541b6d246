/** The company's identity: the one place for its name, offices, phones and social links. */
export const company = {
  name: 'IT Shop',
  legalName: 'IT Shop d.o.o.',
  foundedYear: 1996,
  email: 'info@itshop.ba',
} as const;
