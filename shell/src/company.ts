/** The company's identity: the one place for its name, offices, phones and social links. */
export const company = {
  name: 'IT Shop',
  legalName: 'IT Shop d.o.o.',
  foundedYear: 1996,
  email: 'info@itshop.ba',
  url: 'https://www.itshop.ba',
  /** Shown on the contact page; the same for both offices. */
  workingHours: {
    sr: 'Ponedjeljak – petak 08–17 h, subota 09–14 h',
    en: 'Monday – Friday 8 am–5 pm, Saturday 9 am–2 pm',
  },
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

/** Organization structured data (schema.org) for search engines, built from the identity above. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: company.url,
    email: company.email,
    foundingDate: String(company.foundedYear),
    sameAs: company.social.map((link) => link.url),
    address: company.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.street,
      postalCode: office.postalCode,
      addressLocality: office.city,
      addressCountry: 'BA',
    })),
    contactPoint: company.offices.map((office) => ({
      '@type': 'ContactPoint',
      telephone: office.phones[0],
      contactType: 'customer service',
      areaServed: 'BA',
      availableLanguage: ['sr', 'en'],
    })),
  };
}
