import {
  type AdminSpecification,
  type ErrorCode,
  OPTIONAL_PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '@shop/shared/contracts';

/*
 * The product CSV's cells, both ways: reading a row's text into typed values (the import) and writing a product's
 * values as text (the export and the template). docs/admin-csv.md describes the format for staff.
 */

/** A problem in one cell (or, with a null column, the whole row). */
export interface CellError {
  column: ProductCsvColumn | null;
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/** Where each column sits in the file's header (the import takes the columns in any order). */
export type HeaderMap = Map<ProductCsvColumn, number>;

/** Maps the header, or names what is wrong with it: required columns missing, or columns this format does not know. */
export function readHeader(
  cells: readonly string[],
): { header: HeaderMap } | { error: 'IMPORT_MISSING_COLUMNS' | 'IMPORT_UNKNOWN_COLUMNS'; columns: string[] } {
  const header: HeaderMap = new Map();
  const unknown: string[] = [];
  cells.forEach((cell, index) => {
    const name = cell.trim();
    if ((PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) header.set(name as ProductCsvColumn, index);
    else if (name !== '') unknown.push(name);
  });
  if (unknown.length > 0) return { error: 'IMPORT_UNKNOWN_COLUMNS', columns: unknown };
  const missing = PRODUCT_CSV_COLUMNS.filter(
    (column) => !header.has(column) && !OPTIONAL_PRODUCT_CSV_COLUMNS.includes(column),
  );
  if (missing.length > 0) return { error: 'IMPORT_MISSING_COLUMNS', columns: missing };
  return { header };
}

/** A row's cells by column name (absent optional columns read as undefined), each as the export wrote it. */
export function cellsByColumn(header: HeaderMap, cells: readonly string[]): Partial<Record<ProductCsvColumn, string>> {
  const row: Partial<Record<ProductCsvColumn, string>> = {};
  for (const [column, index] of header) row[column] = withoutFormulaGuard(cells[index] ?? '').trim();
  return row;
}

/*
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @, a tab or a CR as a formula
 * (`=HYPERLINK(…)`, `+cmd|…`). The export puts a `'` before such a cell, which makes it text; a cell that is already
 * quotes followed by one of them gets one more `'`, so the import, which takes one `'` away, reads every cell back as
 * it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export function withFormulaGuard(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function withoutFormulaGuard(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/**
 * A number as people type it in BiH: `1234,56`, `1234.56`, `1.234,56`, `1 234,56`. With both separators the last one
 * is the decimal point. Empty → null; anything else → NaN (the caller reports it).
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return null;
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastDot);
  const bothUsed = lastComma >= 0 && lastDot >= 0;
  const normalised = bothUsed
    ? `${compact.slice(0, decimalAt).replace(/[.,]/g, '')}.${compact.slice(decimalAt + 1)}`
    : compact.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** A whole number; empty → null; anything else (`2,5`, `abc`) → NaN. */
export function parseInteger(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return null;
  return /^-?\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

const TRUE_WORDS = ['1', 'da', 'yes', 'true', 'x'];
const FALSE_WORDS = ['0', 'ne', 'no', 'false', ''];

/** 1/0, da/ne, yes/no, true/false (empty is no); anything else → null. */
export function parseFlag(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return null;
}

/**
 * `Name: value; Name: value`, in order. A `;` or `\` inside a name or value is written `\;` / `\\` (the export does so),
 * so any text survives a round trip. Null when a non-empty item has no `:`.
 */
export function parseSpecifications(text: string): AdminSpecification[] | null {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && i + 1 < text.length) {
      current += text[++i];
    } else if (char === ';') {
      items.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  items.push(current);
  const specifications: AdminSpecification[] = [];
  for (const item of items) {
    if (item.trim() === '') continue;
    const colon = item.indexOf(':');
    if (colon < 0) return null;
    specifications.push({ name: item.slice(0, colon).trim(), value: item.slice(colon + 1).trim() });
  }
  return specifications;
}

const escapeSpecification = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;');

/** The inverse of parseSpecifications. A name holding `:` cannot be told apart, so the first `:` always splits. */
export function formatSpecifications(specifications: readonly AdminSpecification[]): string {
  return specifications
    .map(({ name, value }) => `${escapeSpecification(name)}: ${escapeSpecification(value)}`)
    .join('; ');
}

/** Feninga as KM with a decimal comma (the BiH locale Excel reads as a number): 123456 → `1234,56`. */
export function formatKm(minor: number | null): string {
  if (minor === null) return '';
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

export const formatFlag = (value: boolean | number) => (value ? '1' : '0');
