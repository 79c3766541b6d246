import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * DejaVu Sans from the `dejavu-fonts-ttf` package: the PDF standard fonts stop at Windows-1252 (no č, ć, đ), this one
 * covers every letter of Bosnian, Serbian and English. Read once per process; embedded as a subset per document.
 */
const require = createRequire(__filename);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

export async function embedDocumentFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  fontBytes ??= {
    regular: readFileSync(fontFile('DejaVuSans.ttf')),
    bold: readFileSync(fontFile('DejaVuSans-Bold.ttf')),
  };
  doc.registerFontkit(fontkit);
  return {
    regular: await doc.embedFont(fontBytes.regular, { subset: true }),
    bold: await doc.embedFont(fontBytes.bold, { subset: true }),
  };
}
