import { totalsMinor } from '@shop/shared/contracts';
import { SAMPLE_PROFORMA_CUSTOMER } from '@shop/shared/fixtures';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractPdfText, pdfLayoutProblems } from '../../test/pdf-text';
import { type ProformaDocument, renderProformaPdf } from './proforma-pdf';

const LONG_NAME =
  'Laptop Lenovo ThinkPad E14 Gen 5 (Intel Core i7-1355U, 32 GB DDR4, 1 TB NVMe SSD, 14" WUXGA IPS, Windows 11 Pro) 21JK0083SC';

/** A buyer whose every field is as long as the pro-forma form accepts, and a contact line that used to run off. */
const LONG_BUYER = {
  ...SAMPLE_PROFORMA_CUSTOMER,
  naziv: 'Društvo za informacione tehnologije i inženjering Međugorje-Čapljina d.o.o.',
  kontakt: 'Aleksandra Vukosavljević-Hadžiabdić',
  email: 'nabavka.i.logistika.sektor@informacione-tehnologije-inzenjering.ba',
  adresa: 'Ulica Kralja Petra I Karađorđevića 127, poslovni centar Zepter, ulaz B',
};

function proforma(lineCount: number, extra: Partial<ProformaDocument> = {}): ProformaDocument {
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    name: index % 2 ? LONG_NAME : `Miš Logitech ${index}`,
    quantity: 10,
    unitPriceMinor: 599_960 + index,
  }));
  return {
    number: 'PR-2026-000007',
    language: 'sr',
    issuedAt: new Date('2026-11-22T10:00:00Z'),
    validUntil: new Date('2026-11-30T10:00:00Z'),
    buyer: LONG_BUYER,
    lines,
    totals: totalsMinor(lines, false),
    ...extra,
  };
}

function withLines(document: ProformaDocument, lines: ProformaDocument['lines']): ProformaDocument {
  const all = [...document.lines, ...lines];
  return { ...document, lines: all, totals: totalsMinor(all, false) };
}

describe('document layout (text boxes read back from the PDF)', () => {
  it.each([
    ['a pro-forma of three lines', proforma(3)],
    ['a pro-forma of sixty lines over several pages', proforma(60)],
    [
      'a paid invoice with delivery and a discount line',
      withLines(proforma(4, { paid: true, validUntil: undefined }), [
        { name: 'Dostava', quantity: 1, unitPriceMinor: 1_000 },
        { name: 'Popust (loyalty bodovi)', quantity: 1, unitPriceMinor: -12_345 },
      ]),
    ],
    [
      'a cash-on-delivery document',
      proforma(2, { paymentNote: 'Plaćanje pouzećem: iznos plaćate kuriru pri preuzimanju pošiljke.' }),
    ],
  ])('%s: no text overlaps another or leaves the page, no name is cut short', async (_, document) => {
    const pdf = await renderProformaPdf(document);
    expect(await pdfLayoutProblems(pdf)).toEqual([]);
    const text = (await extractPdfText(pdf)).join(' ');
    expect(text).not.toContain('…');
    // Wrapped, the long name is all there: every word of it is printed.
    if (document.lines.length > 1) for (const word of LONG_NAME.split(' ')) expect(text).toContain(word);
    // An address too long for its column breaks inside itself rather than run off the page.
    expect(text.replaceAll(' ', '')).toContain(LONG_BUYER.email);
    expect(text).toContain('R.br.');
  });

  it('the check itself finds text drawn over other text and text off the page', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595.28, 841.89]);
    page.drawText('Osnovica (bez PDV-a)', { x: 380, y: 400, size: 10, font });
    page.drawText('5.239,15 KM', { x: 460, y: 400, size: 10, font });
    page.drawText('Kontakt: a very long line that runs off the right edge', { x: 400, y: 300, size: 10, font });
    // Helvetica (a standard font) has no W array: the check measures it by its default width, enough to see both.
    const problems = await pdfLayoutProblems(await doc.save());
    expect(problems.some((problem) => problem.includes('overlaps'))).toBe(true);
    expect(problems.some((problem) => problem.includes('leaves page'))).toBe(true);
  });
});
