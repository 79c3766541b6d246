import { company } from '@shop/shared/site';

// The identity lives in @shop/shared (the API prints the same company on documents and payment instructions).
export { company, type Office } from '@shop/shared/site';

/** Organization structured data (schema.org) for search engines, built from the company's identity. */
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
