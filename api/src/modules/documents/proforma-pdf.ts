import { type TotalsMinor, VAT_PERCENT } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { feningaToKm } from '../../lib/money';
import { embedDocumentFonts } from './fonts';
import { SELLER } from './seller';

export interface ProformaDocument {
  number: string;
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

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const LINE_HEIGHT = 14;
const COLUMNS = { index: PAGE.margin, name: PAGE.margin + 28, quantity: 360, unitPrice: 420, amount: 500 };
const MUTED = rgb(0.35, 0.35, 0.35);

export function formatDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${day}.${month}.${date.getUTCFullYear()}.`;
}

const km = (minor: number) => formatPrice(feningaToKm(minor));

/** A cursor that writes lines top-down and starts a new page when the current one is full. */
class Writer {
  private page: PDFPage;
  private y = PAGE.height - PAGE.margin;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  text(text: string, x: number, options: { bold?: boolean; size?: number; right?: boolean; muted?: boolean } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? 10;
    const left = options.right ? x - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, { x: left, y: this.y, size, font, color: options.muted ? MUTED : rgb(0, 0, 0) });
  }

  newLine(times = 1) {
    this.y -= LINE_HEIGHT * times;
    if (this.y < PAGE.margin) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
  }

  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 4 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 4 },
      thickness: 0.5,
      color: MUTED,
    });
    this.newLine(0.6);
  }
}

/**
 * The pro-forma invoice (or, for a paid order, the invoice) as a PDF: number, dates, seller and buyer, lines, base
 * amount, 17 % VAT and total in KM.
 */
export async function renderProformaPdf(proforma: ProformaDocument): Promise<Uint8Array> {
  const title = proforma.paid ? 'Račun' : 'Predračun';
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} ${proforma.number}`);
  doc.setAuthor(SELLER.name);
  const fonts = await embedDocumentFonts(doc);
  const w = new Writer(doc, fonts.regular, fonts.bold);
  const right = PAGE.width - PAGE.margin;

  w.text(`${title} br. ${proforma.number}`, PAGE.margin, { bold: true, size: 16 });
  w.newLine(1.6);
  w.text(`Datum: ${formatDate(proforma.issuedAt)}`, PAGE.margin);
  if (proforma.validUntil) w.text(`Važi do: ${formatDate(proforma.validUntil)}`, right, { right: true });
  w.newLine(2);

  const { buyer } = proforma;
  const sellerLines = [
    SELLER.name,
    SELLER.address,
    SELLER.city,
    `JIB: ${SELLER.jib}`,
    `Žiro račun: ${SELLER.bankAccount}`,
  ];
  const buyerLines = [buyer.naziv, `${buyer.adresa}`, `${buyer.posta} ${buyer.grad}`, buyer.jib && `JIB: ${buyer.jib}`];
  w.text('Prodavac', PAGE.margin, { bold: true });
  w.text('Kupac', 320, { bold: true });
  w.newLine();
  for (let index = 0; index < Math.max(sellerLines.length, buyerLines.length); index++) {
    w.text(sellerLines[index] ?? '', PAGE.margin);
    w.text(buyerLines[index] ?? '', 320);
    w.newLine();
  }
  w.text(`${SELLER.email}, ${SELLER.phone}`, PAGE.margin, { muted: true });
  w.text(`${buyer.kontakt}, ${buyer.email}, ${buyer.broj}`, 320, { muted: true });
  w.newLine(2);

  w.text('R.br.', COLUMNS.index, { bold: true });
  w.text('Naziv', COLUMNS.name, { bold: true });
  w.text('Kol.', COLUMNS.quantity + 20, { bold: true, right: true });
  w.text('Cijena s PDV', COLUMNS.unitPrice + 60, { bold: true, right: true });
  w.text('Iznos', right, { bold: true, right: true });
  w.newLine();
  w.rule();
  proforma.lines.forEach((line, index) => {
    w.text(`${index + 1}.`, COLUMNS.index);
    w.text(line.name.length > 52 ? `${line.name.slice(0, 51)}…` : line.name, COLUMNS.name);
    w.text(String(line.quantity), COLUMNS.quantity + 20, { right: true });
    w.text(km(line.unitPriceMinor), COLUMNS.unitPrice + 60, { right: true });
    w.text(km(line.unitPriceMinor * line.quantity), right, { right: true });
    w.newLine();
  });
  w.rule();

  const { totals } = proforma;
  const summary: [string, string, boolean][] = [
    ['Osnovica (bez PDV-a)', km(totals.total - totals.vat), false],
    [`PDV ${VAT_PERCENT} %`, km(totals.vat), false],
    [proforma.paid ? 'Ukupno plaćeno' : 'Ukupno za platiti', km(totals.total), true],
  ];
  for (const [label, amount, bold] of summary) {
    w.text(label, COLUMNS.unitPrice - 40, { bold });
    w.text(amount, right, { bold, right: true });
    w.newLine();
  }
  w.newLine();
  w.text('Sve cijene su u konvertibilnim markama (KM).', PAGE.margin, { muted: true });
  if (!proforma.paid) {
    w.newLine();
    const note =
      proforma.paymentNote ?? `Uplatu izvršiti na žiro račun ${SELLER.bankAccount} uz poziv na broj predračuna.`;
    w.text(note, PAGE.margin, { muted: true });
  }

  return doc.save();
}
