import { type TotalsMinor, VAT_PERCENT } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { PDFDocument } from 'pdf-lib';
import { feningaToKm } from '../../lib/money';
import { embedDocumentFonts } from './fonts';
import { type Cell, CONTENT, PdfWriter } from './pdf-writer';
import { SELLER } from './seller';

export interface ProformaDocument {
  number: string;
  /** The heading; by default Predračun (or Račun when paid). A quote is a Ponuda. */
  title?: string;
  issuedAt: Date;
  /** A paid order's document is an invoice (Račun): no validity date and no payment instructions. */
  paid?: true;
  validUntil?: Date;
  /** Replaces the bank-transfer instruction of an unpaid document (e.g. cash on delivery). */
  paymentNote?: string;
  buyer: {
    naziv: string;
    jib: string;
    kontakt: string;
    email: string;
    grad: string;
    posta: string;
    adresa: string;
    broj: string;
  };
  lines: { name: string; quantity: number; unitPriceMinor: number }[];
  totals: TotalsMinor;
}

/** The line table's fixed columns (points from the page's left edge); the name wraps, numbers align right. */
const TABLE = {
  index: { left: CONTENT.left, right: CONTENT.left + 28 },
  name: { left: CONTENT.left + 34, right: 318 },
  quantity: { left: 324, right: 354 },
  unitPrice: { left: 360, right: 450 },
  amount: { left: 456, right: CONTENT.right },
};
const TABLE_SIZE = 9;
/** The seller's and buyer's blocks side by side. */
const PARTIES = { seller: { left: CONTENT.left, right: 290 }, buyer: { left: 306, right: CONTENT.right } };
/** The sums under the table: labels left of the amount column. */
const SUMS = { label: { left: 306, right: TABLE.unitPrice.right }, amount: TABLE.amount };

export function formatDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${day}.${month}.${date.getUTCFullYear()}.`;
}

const km = (minor: number) => formatPrice(feningaToKm(minor));

const tableHeader = (): Cell[] => [
  { text: 'R.br.', ...TABLE.index, bold: true, size: TABLE_SIZE },
  { text: 'Naziv', ...TABLE.name, bold: true, size: TABLE_SIZE },
  { text: 'Kol.', ...TABLE.quantity, align: 'right', bold: true, size: TABLE_SIZE },
  { text: 'Cijena s PDV', ...TABLE.unitPrice, align: 'right', bold: true, size: TABLE_SIZE },
  { text: 'Iznos', ...TABLE.amount, align: 'right', bold: true, size: TABLE_SIZE },
];

/**
 * The pro-forma invoice (or, for a paid order, the invoice) as a PDF: number, dates, seller and buyer, lines (delivery
 * is one of them), base amount, 17 % VAT and total in KM. Every text wraps inside its own column, so nothing overlaps,
 * runs off the page or is shortened (`document-layout.test.ts` checks the drawn text boxes).
 */
export async function renderProformaPdf(proforma: ProformaDocument): Promise<Uint8Array> {
  const title = proforma.title ?? (proforma.paid ? 'Račun' : 'Predračun');
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} ${proforma.number}`);
  doc.setAuthor(SELLER.name);
  const w = new PdfWriter(doc, await embedDocumentFonts(doc));
  const half = { left: CONTENT.left, right: PARTIES.seller.right };

  w.row([{ text: `${title} br. ${proforma.number}`, ...CONTENT, bold: true, size: 16 }]);
  w.gap(8);
  w.row([
    { text: `Datum: ${formatDate(proforma.issuedAt)}`, ...half },
    ...(proforma.validUntil
      ? [{ text: `Važi do: ${formatDate(proforma.validUntil)}`, ...PARTIES.buyer, align: 'right' as const }]
      : []),
  ]);
  w.gap(14);

  const { buyer } = proforma;
  w.row([
    { text: 'Prodavac', ...PARTIES.seller, bold: true },
    { text: 'Kupac', ...PARTIES.buyer, bold: true },
  ]);
  const seller = [
    SELLER.name,
    SELLER.address,
    SELLER.city,
    `JIB: ${SELLER.jib}`,
    `PDV broj: ${SELLER.vatNumber}`,
    `Žiro račun: ${SELLER.bankAccount}`,
  ];
  const buyerLines = [
    buyer.naziv,
    buyer.adresa,
    `${buyer.posta} ${buyer.grad}`.trim(),
    buyer.jib && `JIB: ${buyer.jib}`,
  ];
  w.row([
    { text: seller.join('\n'), ...PARTIES.seller },
    { text: buyerLines.filter(Boolean).join('\n'), ...PARTIES.buyer },
  ]);
  w.row([
    { text: `${SELLER.email}\n${SELLER.phone}`, ...PARTIES.seller, muted: true },
    { text: [buyer.kontakt, buyer.email, buyer.broj].filter(Boolean).join('\n'), ...PARTIES.buyer, muted: true },
  ]);
  w.gap(18);

  // A table that continues on the next page repeats its header there.
  w.row(tableHeader());
  w.rule();
  w.onNewPage = () => {
    w.row(tableHeader());
    w.rule();
  };
  proforma.lines.forEach((line, index) => {
    w.row([
      { text: `${index + 1}.`, ...TABLE.index, size: TABLE_SIZE },
      { text: line.name, ...TABLE.name, size: TABLE_SIZE },
      { text: String(line.quantity), ...TABLE.quantity, align: 'right', size: TABLE_SIZE },
      { text: km(line.unitPriceMinor), ...TABLE.unitPrice, align: 'right', size: TABLE_SIZE },
      { text: km(line.unitPriceMinor * line.quantity), ...TABLE.amount, align: 'right', size: TABLE_SIZE },
    ]);
    w.gap(2);
  });
  w.onNewPage = undefined;
  w.rule();

  const { totals } = proforma;
  const sums: [string, string, boolean][] = [
    ['Osnovica (bez PDV-a)', km(totals.total - totals.vat), false],
    [`PDV ${VAT_PERCENT} %`, km(totals.vat), false],
    [proforma.paid ? 'Ukupno plaćeno' : 'Ukupno za platiti', km(totals.total), true],
  ];
  sums.forEach(([label, amount, bold], index) => {
    // The sums stay together on one page.
    w.row(
      [
        { text: label, ...SUMS.label, bold },
        { text: amount, ...SUMS.amount, align: 'right', bold },
      ],
      { keepWithNext: (sums.length - 1 - index) * 14 },
    );
  });
  w.gap(14);

  const notes = ['Sve cijene su u konvertibilnim markama (KM) i uključuju PDV.'];
  if (!proforma.paid) {
    notes.push(
      proforma.paymentNote ?? `Uplatu izvršiti na žiro račun ${SELLER.bankAccount} uz poziv na broj predračuna.`,
    );
  }
  w.row([{ text: notes.join('\n'), ...CONTENT, muted: true }]);
  return doc.save();
}
