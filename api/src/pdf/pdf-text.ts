import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

/** Windows-1252 differs from Latin-1 in 0x80-0x9F; these are the ones Bosnian text uses (Node decodes 1252 as Latin-1). */
const WIN_ANSI_EXTRA: Record<number, string> = { 132: '„', 133: '…', 138: 'Š', 142: 'Ž', 148: '”', 154: 'š', 158: 'ž' };
const decodeWinAnsi = (bytes: Buffer) =>
  Array.from(bytes, (byte) => WIN_ANSI_EXTRA[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The text drawn on a PDF's pages, one string per `Tj` (for tests: the pro-forma must parse and show its total).
 * Parses the file with pdf-lib, inflates each page's content streams and decodes the hex strings the standard fonts
 * are written with (Windows-1252).
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const compressed = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
      const content = Buffer.from(compressed ? inflateSync(stream.contents) : stream.contents).toString('latin1');
      for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        texts.push(decodeWinAnsi(Buffer.from(match[1] ?? '', 'hex')));
      }
    }
  }
  return texts;
}
