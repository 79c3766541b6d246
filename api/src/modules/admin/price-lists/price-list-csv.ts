import {
  AdminPriceRuleInput,
  PRICE_LIST_CSV_COLUMNS,
  PRICE_LIST_CSV_KINDS,
  type PriceRuleTarget,
} from '@shop/shared/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';
import { detectDelimiter, withFormulaGuard, withoutFormulaGuard } from '../import';
import { csvTargets, type RuleRow } from './price-list-repository';

/*
 * A price list's rules as CSV, one row per rule, in the product CSV's Excel conventions (`;`, CRLF, UTF-8 with BOM,
 * no cell read as a formula): `vrsta;sifra;naziv;od_kolicine;cijena_km;popust_posto`. `naziv` is for people; the
 * import reads the code. Decimals with a comma, as Excel writes them here.
 */

type Column = (typeof PRICE_LIST_CSV_COLUMNS)[number];
const TARGET_OF_KIND = new Map(
  Object.entries(PRICE_LIST_CSV_KINDS).map(([target, kind]) => [kind, target as PriceRuleTarget]),
);
const decimalText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export function priceListCsv(rules: RuleRow[]): string {
  const rows = rules.map((rule): Record<Column, string> => {
    const [target, code, name] =
      rule.product_id !== null
        ? (['product', rule.product_code, rule.product_name] as const)
        : rule.category_id !== null
          ? (['category', rule.category_slug, rule.category_name] as const)
          : (['manufacturer', rule.manufacturer_name, rule.manufacturer_name] as const);
    return {
      vrsta: PRICE_LIST_CSV_KINDS[target],
      sifra: code ?? '',
      naziv: name ?? '',
      od_kolicine: String(rule.min_quantity),
      cijena_km: decimalText(rule.price_minor === null ? null : rule.price_minor / 100),
      popust_posto: decimalText(rule.percent_off_bp === null ? null : rule.percent_off_bp / 100),
    };
  });
  return stringify(rows, {
    delimiter: ';',
    record_delimiter: '\r\n',
    bom: true,
    header: true,
    columns: [...PRICE_LIST_CSV_COLUMNS],
    cast: { string: (value) => withFormulaGuard(value) },
  });
}

/** A decimal as Excel writes it (`12,50`), '' for none; anything else is NaN and fails the rule's check. */
const decimal = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/**
 * The file's rows as rules the editor would send (`AdminPriceRuleInput`), every code resolved; the first row at fault
 * refuses the whole file with its line (1 is the header).
 */
export async function rulesFromCsv(db: DbOrTransaction, file: Buffer): Promise<AdminPriceRuleInput[]> {
  let records: string[][];
  try {
    records = parse(file, {
      delimiter: detectDelimiter(file.subarray(0, 64 * 1024)),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch {
    throw new HttpError('PRICE_LIST_CSV_ROW', { line: 1 });
  }
  const [header = [], ...rows] = records;
  const names = header.map((cell) => cell.trim().toLowerCase());
  const missing = PRICE_LIST_CSV_COLUMNS.filter((column) => column !== 'naziv' && !names.includes(column));
  if (missing.length) throw new HttpError('IMPORT_MISSING_COLUMNS', { columns: missing.join(', ') });
  const cell = (row: string[], column: Column) => withoutFormulaGuard(row[names.indexOf(column)] ?? '').trim();

  const productCodes = rows
    .filter((row) => cell(row, 'vrsta') === PRICE_LIST_CSV_KINDS.product)
    .map((row) => cell(row, 'sifra'));
  const targets = await csvTargets(db, [...new Set(productCodes)]);
  return rows.map((row, index) => {
    const target = TARGET_OF_KIND.get(cell(row, 'vrsta') as never);
    const targetId = target && targets[target].get(cell(row, 'sifra'));
    const checked = AdminPriceRuleInput.safeParse({
      target,
      targetId,
      minQuantity: cell(row, 'od_kolicine') || '1',
      price: decimal(cell(row, 'cijena_km')),
      percentOff: decimal(cell(row, 'popust_posto')),
    });
    if (!checked.success) throw new HttpError('PRICE_LIST_CSV_ROW', { line: index + 2 });
    return checked.data;
  });
}
