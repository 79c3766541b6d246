import { type TotalsMinor, VAT_PERCENT } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { type Language, type MessageKey, translate } from '@shop/shared/i18n/core';
import { PDFDocument } from 'pdf-lib';
import { feningaToKm } from '../../lib/money';
import { embedDocumentFonts } from './fonts';
import { type Cell, CONTENT, PdfWriter } from './pdf-writer';
import { SELLER } from './seller';

export interface ProformaDocument {
  number: string;
  /** Every label and date of the document is in this language (the order's or the request's, issue 26). */
  language: Language;
  /** A quote (issue 27) is titled so; otherwise a pro-forma, or an invoice when paid. */
  quote?: true;
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

const km = (minor: number) => formatPrice(feningaToKm(minor));

type TableColumn = keyof typeof TABLE;

const tableHeader = (label: (column: TableColumn) => string): Cell[] => [
  { text: label('index'), ...TABLE.index, bold: true, size: TABLE_SIZE },
  { text: label('name'), ...TABLE.name, bold: true, size: TABLE_SIZE },
  { text: label('quantity'), ...TABLE.quantity, align: 'right', bold: true, size: TABLE_SIZE },
  { text: label('unitPrice'), ...TABLE.unitPrice, align: 'right', bold: true, size: TABLE_SIZE },
  { text: label('amount'), ...TABLE.amount, align: 'right', bold: true, size: TABLE_SIZE },
];

/**
 * The pro-forma invoice (or, for a paid order, the invoice) as a PDF: number, dates, seller and buyer, lines (delivery
 * is one of them), base amount, 17 % VAT and total in KM. Every text wraps inside its own column, so nothing overlaps,
 * runs off the page or is shortened (`document-layout.test.ts` checks the drawn text boxes).
 */
export async function renderProformaPdf(proforma: ProformaDocument): Promise<Uint8Array> {
  const { language } = proforma;
  const text = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
  const date = (value: Date) => formatDate(value.toISOString(), language);
  const title = text(proforma.quote ? 'document.quote' : proforma.paid ? 'document.invoice' : 'document.proforma');
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} ${proforma.number}`);
  doc.setAuthor(SELLER.name);
  const w = new PdfWriter(doc, await embedDocumentFonts(doc));
  const half = { left: CONTENT.left, right: PARTIES.seller.right };

  w.row([{ text: text('document.heading', { title, number: proforma.number }), ...CONTENT, bold: true, size: 16 }]);
  w.gap(8);
  w.row([
    { text: text('document.date', { date: date(proforma.issuedAt) }), ...half },
    ...(proforma.validUntil
      ? [
          {
            text: text('document.validUntil', { date: date(proforma.validUntil) }),
            ...PARTIES.buyer,
            align: 'right' as const,
          },
        ]
      : []),
  ]);
  w.gap(14);

  const { buyer } = proforma;
  w.row([
    { text: text('document.seller'), ...PARTIES.seller, bold: true },
    { text: text('document.buyer'), ...PARTIES.buyer, bold: true },
  ]);
  const seller = [
    SELLER.name,
    SELLER.address,
    SELLER.city,
    `JIB: ${SELLER.jib}`,
    text('document.vatNumber', { number: SELLER.vatNumber }),
    text('document.bankAccount', { account: SELLER.bankAccount }),
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
  const columnLabel = (column: TableColumn) => text(`document.column.${column}`);
  w.row(tableHeader(columnLabel));
  w.rule();
  w.onNewPage = () => {
    w.row(tableHeader(columnLabel));
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
    [text('document.base'), km(totals.total - totals.vat), false],
    [text('document.vat', { percent: VAT_PERCENT }), km(totals.vat), false],
    [text(proforma.paid ? 'document.totalPaid' : 'document.totalDue'), km(totals.total), true],
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

  const notes = [text('document.pricesNote')];
  if (!proforma.paid) {
    notes.push(proforma.paymentNote ?? text('document.paymentInstruction', { account: SELLER.bankAccount }));
  }
  w.row([{ text: notes.join('\n'), ...CONTENT, muted: true }]);
  return doc.save();
}
