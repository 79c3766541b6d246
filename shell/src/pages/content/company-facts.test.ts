import { translate } from '@shop/shared/i18n/core';
import { company, formatBankAccount } from '@shop/shared/site';
import documents from './documents';
import instalments from './instalments';

describe('company pages agree with the shop', () => {
  it.each(['sr', 'en'] as const)("/akti (%s) prints the company's facts from the one company module", (language) => {
    const facts = documents[language].sections[0]?.items?.join('\n') ?? '';
    expect(facts).toContain(company.legalName);
    expect(facts).toContain(company.jib);
    expect(facts).toContain(company.vatNumber);
    expect(facts).toContain(formatBankAccount());
    expect(facts).toContain(company.offices[0].street);
  });

  it.each(['sr', 'en'] as const)(
    "the instalments page (%s) is titled as the product page's tile that links to it",
    (language) => {
      expect(instalments[language].title).toBe(translate(language, 'product.instalments'));
    },
  );
});
