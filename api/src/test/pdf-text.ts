import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

/** A stream's bytes as text, inflated when it is compressed. */
function streamText(stream: PDFRawStream): string {
  const compressed = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
  return Buffer.from(compressed ? inflateSync(stream.contents) : stream.contents).toString('latin1');
}

/** A font's ToUnicode CMap (the `<glyph> <utf-16be>` pairs pdf-lib writes) as glyph hex → text. */
function readToUnicode(doc: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = doc.context.lookup(font.get(PDFName.of('ToUnicode')));
  if (!(cmap instanceof PDFRawStream)) return map;
  for (const [, glyph = '', unicode = ''] of streamText(cmap).matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
    map.set(glyph.toLowerCase(), Buffer.from(unicode, 'hex').swap16().toString('utf16le'));
  }
  return map;
}

/**
 * The text drawn on a PDF's pages, one string per `Tj` (for tests: the pro-forma must parse and show its letters).
 * Parses the file with pdf-lib, inflates each page's content streams and decodes the hex glyph strings through the
 * ToUnicode map of the font selected by the preceding `Tf`.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      fonts.set(name.asString(), readToUnicode(doc, doc.context.lookup(ref, PDFDict)));
    }
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      let glyphs = new Map<string, string>();
      for (const match of streamText(stream).matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1]) {
          glyphs = fonts.get(match[1]) ?? new Map();
          continue;
        }
        const codes = (match[2] ?? '').toLowerCase().match(/.{4}/g) ?? [];
        texts.push(codes.map((code) => glyphs.get(code) ?? '\uFFFD').join(''));
      }
    }
  }
  return texts;
}
