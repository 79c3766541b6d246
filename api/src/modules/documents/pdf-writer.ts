import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { wrapText } from './wrap-text';

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT = { left: PAGE.margin, right: PAGE.width - PAGE.margin } as const;

const MUTED = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0, 0, 0);
/** Line height as a multiple of the font size. */
const LEADING = 1.35;

/** One cell of a row: its text wraps inside [left, right]; numbers align right. */
export interface Cell {
  text: string;
  left: number;
  right: number;
  align?: 'left' | 'right';
  bold?: boolean;
  muted?: boolean;
  size?: number;
}

/**
 * Writes rows of cells top-down. Each cell wraps within its own column, so cells never run into each other or off
 * the page; a row that does not fit on the page moves whole to a new one (where `onNewPage` can repeat a header).
 */
export class PdfWriter {
  private page: PDFPage;
  private y = PAGE.height - PAGE.margin;
  onNewPage?: () => void;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  row(cells: Cell[], options: { keepWithNext?: number } = {}) {
    const laid = cells.map((cell) => {
      const font = cell.bold ? this.fonts.bold : this.fonts.regular;
      const size = cell.size ?? 10;
      return { cell, font, size, lines: wrapText(cell.text, font, size, cell.right - cell.left) };
    });
    const height = Math.max(...laid.map(({ size, lines }) => size * LEADING * lines.length));
    if (this.y - height - (options.keepWithNext ?? 0) < PAGE.margin) this.newPage();
    for (const { cell, font, size, lines } of laid) {
      lines.forEach((line, index) => {
        const width = font.widthOfTextAtSize(line, size);
        this.page.drawText(line, {
          x: cell.align === 'right' ? cell.right - width : cell.left,
          // The baseline sits one font size below the row's top.
          y: this.y - size - index * size * LEADING,
          size,
          font,
          color: cell.muted ? MUTED : BLACK,
        });
      });
    }
    this.y -= height;
  }

  gap(points: number) {
    this.y -= points;
  }

  rule() {
    this.gap(3);
    this.page.drawLine({
      start: { x: CONTENT.left, y: this.y },
      end: { x: CONTENT.right, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.gap(4);
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    this.onNewPage?.();
  }
}
