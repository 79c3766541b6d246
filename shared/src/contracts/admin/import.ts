import { z } from 'zod';
import { ErrorCode } from '../errors';

/**
 * The product CSV (docs/admin-csv.md): one column per product field, `;`-separated (`,` is detected too), UTF-8 with
 * or without a BOM, columns in any order. `kod_proizvoda` is the key: a row whose code exists updates that product,
 * any other creates one. The export and the template write exactly these columns, in this order, so an exported file
 * imports back unchanged. This list is the format's one source: the import, the export and the docs follow it.
 */
export const PRODUCT_CSV_COLUMNS = [
  /** Product code, the key: no spaces, at most 64 characters; twice in a file is an error (IMPORT_DUPLICATE_CODE). */
  'kod_proizvoda',
  /** Name; required. */
  'naziv',
  /**
   * URL slug: empty derives a new product's from its name and keeps an existing one's; a changed slug keeps the old
   * one answering 301.
   */
  'slug',
  /** Short description. */
  'kratak_opis',
  /** EAN-13: 13 digits with a valid check digit (format the column as text in Excel, or it becomes `4,00638E+12`). */
  'barkod',
  /** Manufacturer by name, any case; a name the shop does not have is created. */
  'naziv_proizvodjaca',
  /** The category's slug, as in the shop's URLs (`računari-i-komponente`); it must exist. */
  'kategorija',
  /** The subcategory's slug within that category (`desktop-računari`); it must exist. */
  'podkategorija',
  /** Price in KM with VAT: `1299,90`, `1299.90`, `1.299,90`, `1 299,90`; at most two decimals. */
  'prodajna_cijena_sa_pdv',
  /** Sale price in KM with VAT: empty for none; below the price; required when `naAkciji` is 1. */
  'akcijska_cijena_sa_pdv',
  /** On sale: `1`/`0` (also `da`/`ne`, `yes`/`no`, `true`/`false`; empty is 0). */
  'naAkciji',
  /** Stock: a whole number ≥ 0 (a rise emails "back in stock" requests, as in the editor). */
  'kolicina',
  /** Warranty in months, 0-120. */
  'garancija',
  /** Badge text; empty for none. */
  'label',
  /** The badge's colour, `#rrggbb`; empty for none. */
  'color',
  /** Specifications in order, `Naziv: vrijednost; Naziv: vrijednost` (quoted: it holds `;`); `\;` and `\\` inside. */
  'specifikacije',
  /** Optional. Hidden from the shop, `1`/`0`; absent, a new product is visible and an existing one keeps its state. */
  'skriven',
  /** Optional. The main image: written by the export for reference, ignored by the import (images are uploaded). */
  'url_slike',
  /**
   * Optional, English (decision 019): the name, short description and badge the English shop shows; empty, it shows
   * the Serbian one; a file without the column keeps the stored text.
   */
  'naziv_en',
  'kratak_opis_en',
  'label_en',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns an import may leave out of its header. */
export const OPTIONAL_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  'url_slike',
  'skriven',
  'naziv_en',
  'kratak_opis_en',
  'label_en',
];

/** The largest CSV file an upload takes. */
export const PRODUCT_CSV_MAX_BYTES = 20 * 1024 * 1024;

/** One problem of one row: the file's line (1 = the header), the column at fault (null: the whole row) and why. */
export const ImportRowError = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  code: ErrorCode,
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The code's text in the request's language. */
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

/** checked: the dry run is done, nothing written yet; running: the background job; done / failed: it ended. */
export const ImportJobState = z.enum(['checked', 'running', 'done', 'failed']);
export type ImportJobState = z.infer<typeof ImportJobState>;

/** An uploaded file: its dry run's plan and row errors, then the job's progress and outcome. */
export const ImportJob = z.object({
  id: z.number().int(),
  state: ImportJobState,
  fileName: z.string(),
  /** The staff member who uploaded it. */
  userEmail: z.string(),
  /** Product rows in the file (the header not counted). */
  totalRows: z.number().int(),
  /** Rows the dry run refused (they are skipped by the import and count as failed). */
  invalidRows: z.number().int(),
  /** What the dry run expects the import to do with the valid rows. */
  planned: z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int() }),
  /** Rows the job has handled so far (of `totalRows`). */
  processedRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** The first row errors (up to IMPORT_ERRORS_SHOWN), by line. */
  errors: z.array(ImportRowError),
  /** Why a failed job stopped. */
  failure: z.object({ code: ErrorCode, message: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;

/** The row errors an answer lists at most (the counts cover them all). */
export const IMPORT_ERRORS_SHOWN = 500;

export const ImportJobParams = z.object({ id: z.coerce.number().int().positive() });

/** The running import if there is one, else the last one started: what the panel shows after a reload. */
export const CurrentImportJob = z.object({ job: ImportJob.nullable() });
export type CurrentImportJob = z.infer<typeof CurrentImportJob>;

/** A CSV download (export, template): the browser follows a link, the body is the file. */
export const CsvDownload = z.string();
