import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFRef } from 'pdf-lib';

/** A stream's bytes as text, inflated when it is compressed. */
function streamText(stream: PDFRawStream): string {
  const compressed = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
  return Buffer.from(compressed ? inflateSync(stream.contents) : stream.contents).toString('latin1');
}

/** What the tests need of a font: glyph hex → text (its ToUnicode CMap), glyph widths and vertical extent. */
interface FontMetrics {
  unicode: Map<string, string>;
  /** Glyph id → advance width in thousandths of the font size. */
  widths: Map<number, number>;
  defaultWidth: number;
  ascent: number;
  descent: number;
}

function readFont(doc: PDFDocument, font: PDFDict): FontMetrics {
  const unicode = new Map<string, string>();
  const cmap = doc.context.lookup(font.get(PDFName.of('ToUnicode')));
  if (cmap instanceof PDFRawStream) {
    for (const [, glyph = '', text = ''] of streamText(cmap).matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
      unicode.set(glyph.toLowerCase(), Buffer.from(text, 'hex').swap16().toString('utf16le'));
    }
  }
  // pdf-lib embeds a TrueType font as Type0 over one CID font whose W array holds the widths.
  const descendants = doc.context.lookup(font.get(PDFName.of('DescendantFonts')));
  const cidFont = descendants instanceof PDFArray ? doc.context.lookup(descendants.get(0)) : undefined;
  const metrics: FontMetrics = { unicode, widths: new Map(), defaultWidth: 1000, ascent: 1000, descent: -250 };
  if (!(cidFont instanceof PDFDict)) return metrics;
  const number = (value: unknown) => (value instanceof PDFNumber ? value.asNumber() : undefined);
  metrics.defaultWidth = number(cidFont.get(PDFName.of('DW'))) ?? 1000;
  const descriptor = doc.context.lookup(cidFont.get(PDFName.of('FontDescriptor')));
  if (descriptor instanceof PDFDict) {
    metrics.ascent = number(descriptor.get(PDFName.of('Ascent'))) ?? metrics.ascent;
    metrics.descent = number(descriptor.get(PDFName.of('Descent'))) ?? metrics.descent;
  }
  const w = doc.context.lookup(cidFont.get(PDFName.of('W')));
  const items = w instanceof PDFArray ? w.asArray().map((item) => doc.context.lookup(item) ?? item) : [];
  for (let index = 0; index < items.length; ) {
    const first = number(items[index]) ?? 0;
    const next = items[index + 1];
    if (next instanceof PDFArray) {
      next.asArray().forEach((width, offset) => {
        metrics.widths.set(first + offset, number(width) ?? 0);
      });
      index += 2;
    } else {
      const last = number(next) ?? first;
      for (let glyph = first; glyph <= last; glyph++) metrics.widths.set(glyph, number(items[index + 2]) ?? 0);
      index += 3;
    }
  }
  return metrics;
}

/** One drawn string and the box it covers on its page (PDF points, origin bottom left). */
export interface TextBox {
  text: string;
  page: number;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

export interface PdfPageSize {
  width: number;
  height: number;
}

/**
 * The strings drawn on a PDF's pages (one per `Tj`) with their boxes, for tests of a document's letters and layout.
 * Parses the file with pdf-lib, inflates each page's content streams, follows `Tf` (font, size) and `Tm` (position),
 * decodes the hex glyph strings through the font's ToUnicode map and measures them with its glyph widths.
 */
export async function extractPdfTextBoxes(bytes: Uint8Array): Promise<{ pages: PdfPageSize[]; boxes: TextBox[] }> {
  const doc = await PDFDocument.load(bytes);
  const boxes: TextBox[] = [];
  const pages = doc.getPages().map((page) => page.getSize());
  doc.getPages().forEach((page, pageIndex) => {
    const fonts = new Map<string, FontMetrics>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      fonts.set(name.asString(), readFont(doc, doc.context.lookup(ref, PDFDict)));
    }
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      let font: FontMetrics | undefined;
      let size = 0;
      let x = 0;
      let y = 0;
      const operators = /(\/[^\s/]+)\s+([\d.]+)\s+Tf|([-\d.]+)\s+([-\d.]+)\s+Tm|<([0-9A-Fa-f]*)>\s*Tj/g;
      for (const match of streamText(stream).matchAll(operators)) {
        if (match[1]) {
          font = fonts.get(match[1]);
          size = Number(match[2]);
        } else if (match[3]) {
          x = Number(match[3]);
          y = Number(match[4]);
        } else {
          const codes = (match[5] ?? '').toLowerCase().match(/.{4}/g) ?? [];
          const advance = codes.reduce(
            (sum, code) => sum + (font?.widths.get(Number.parseInt(code, 16)) ?? font?.defaultWidth ?? 0),
            0,
          );
          boxes.push({
            text: codes.map((code) => font?.unicode.get(code) ?? '\uFFFD').join(''),
            page: pageIndex,
            left: x,
            right: x + (advance / 1000) * size,
            bottom: y + ((font?.descent ?? 0) / 1000) * size,
            top: y + ((font?.ascent ?? 0) / 1000) * size,
          });
        }
      }
    }
  });
  return { pages, boxes };
}

/** The text drawn on a PDF's pages, one string per `Tj` (for tests: the pro-forma must parse and show its letters). */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  return (await extractPdfTextBoxes(bytes)).boxes.map((box) => box.text);
}

/**
 * What is wrong with a PDF's layout: text boxes that overlap one another (by more than a hair) and text boxes that
 * leave the page's printable area. Empty when the layout is clean.
 */
export async function pdfLayoutProblems(bytes: Uint8Array, printableMargin = 24): Promise<string[]> {
  const { pages, boxes } = await extractPdfTextBoxes(bytes);
  const problems: string[] = [];
  const tolerance = 0.5;
  for (const box of boxes) {
    const page = pages[box.page] ?? { width: 0, height: 0 };
    if (
      box.left < printableMargin ||
      box.bottom < printableMargin ||
      box.right > page.width - printableMargin ||
      box.top > page.height - printableMargin
    ) {
      problems.push(`"${box.text}" leaves page ${box.page + 1}`);
    }
  }
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      if (a.page === b.page && overlapX > tolerance && overlapY > tolerance) {
        problems.push(`"${a.text}" overlaps "${b.text}" on page ${a.page + 1}`);
      }
    }
  });
  return problems;
}
