import { totalsMinor } from '@shop/shared/contracts';
import { SAMPLE_PROFORMA_CUSTOMER } from '@shop/shared/fixtures';
import type { Language } from '@shop/shared/i18n/core';
import { extractPdfText, pdfLayoutProblems } from '../../test/pdf-text';
import { type ProformaDocument, renderProformaPdf } from './proforma-pdf';

/** A pro-forma of 22.11.2026, valid to 30.11.2026, to the sample customer, for `lines`. */
const proformaOf = (number: string, language: Language, lines: ProformaDocument['lines']): ProformaDocument => ({
  number,
  language,
  issuedAt: new Date('2026-11-22T10:00:00Z'),
  validUntil: new Date('2026-11-30T10:00:00Z'),
  buyer: SAMPLE_PROFORMA_CUSTOMER,
  lines,
  totals: totalsMinor(lines, false),
});

describe('renderProformaPdf', () => {
  it('writes the number, dates, both parties, the lines, base, 17 % VAT and the total in KM', async () => {
    const lines = [
      { name: 'Laptop Lenovo ThinkPad E14', quantity: 2, unitPriceMinor: 117_000 },
      { name: 'Miš Logitech (čćđ)', quantity: 1, unitPriceMinor: 3_510 },
    ];
    const pdf = await renderProformaPdf(proformaOf('PR-2026-000007', 'sr', lines));
    const text = (await extractPdfText(pdf)).join('\n');
    expect(text).toContain('PR-2026-000007');
    expect(text).toContain('Datum: 22.11.2026.');
    expect(text).toContain('Va\u017Ei do: 30.11.2026.');
    expect(text).toContain('IT Shop d.o.o.');
    expect(text).toContain('Firma d.o.o.');
    expect(text).toContain('Laptop Lenovo ThinkPad E14');
    // The embedded Unicode font prints every Bosnian letter as itself.
    expect(text).toContain('Miš Logitech (čćđ)');
    expect(text).toContain('č');
    // The seller is the company's registered seat (shared/src/site/company.ts).
    expect(text).toContain('Kralja Dragutina 12');
    // 2 × 1.170,00 + 35,10 = 2.375,10 KM; VAT 17/117 of it = 345,10; base 2.030,00.
    expect(text).toContain('2.375,10 KM');
    expect(text).toContain('345,10 KM');
    expect(text).toContain('2.030,00 KM');
    expect(text).toContain('PDV 17 %');
  });

  it("is written in the buyer's language: English labels, dates and notes, the same KM amounts (issue 26)", async () => {
    const lines = [{ name: 'Laptop Lenovo ThinkPad E14', quantity: 2, unitPriceMinor: 117_000 }];
    const pdf = await renderProformaPdf(proformaOf('PR-2026-000008', 'en', lines));
    const text = (await extractPdfText(pdf)).join('\n');
    for (const expected of [
      'Pro-forma invoice No. PR-2026-000008',
      'Date: 22/11/2026',
      'Valid until: 30/11/2026',
      'Seller',
      'Buyer',
      'Price incl. VAT',
      'VAT 17 %',
      'Total due',
      'All prices are in convertible marks (KM) and include VAT.',
      '2.340,00 KM',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Predračun');
    expect(text).not.toContain('Ukupno');
    expect(await pdfLayoutProblems(pdf)).toEqual([]);
  });
});
