import {
  type ErrorCode,
  IMPORT_ERRORS_SHOWN,
  type ImportJob,
  type ImportJobState,
  type ImportRowError,
  isErrorCode,
} from '@shop/shared/contracts';
import { errorMessage, type Language } from '@shop/shared/i18n/core';
import type { ImportJobRow } from './import-job-repository';

/** A row error as the job keeps it (the text is made per answer, in the asker's language). */
export interface StoredRowError {
  line: number;
  column: string | null;
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/** Adds errors to a job's list, keeping it ordered by line and at most IMPORT_ERRORS_SHOWN long. */
export function keepFirstErrors(kept: StoredRowError[], added: readonly StoredRowError[]): StoredRowError[] {
  const lastKept = kept.at(-1);
  if (added.length === 0 || (kept.length >= IMPORT_ERRORS_SHOWN && lastKept && (added[0]?.line ?? 0) > lastKept.line))
    return kept;
  return [...kept, ...added].sort((a, b) => a.line - b.line).slice(0, IMPORT_ERRORS_SHOWN);
}

export const parseStoredErrors = (json: string | null): StoredRowError[] =>
  json ? (JSON.parse(json) as StoredRowError[]) : [];

/** The job's row as the API answers it, texts in `language`. */
export function toImportJob(row: ImportJobRow, language: Language): ImportJob {
  const errors: ImportRowError[] = parseStoredErrors(row.errors_json).map((error) => ({
    ...error,
    message: errorMessage(language, error.code, error.params),
  }));
  const failureCode = isErrorCode(row.failure_code) ? row.failure_code : null;
  return {
    id: row.id,
    state: row.state as ImportJobState,
    fileName: row.file_name,
    userEmail: row.user_email,
    totalRows: row.total_rows,
    invalidRows: row.invalid_rows,
    planned: { create: row.planned_create, update: row.planned_update, unchanged: row.planned_unchanged },
    processedRows: row.processed_rows,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    failed: row.failed,
    errors,
    failure: failureCode ? { code: failureCode, message: errorMessage(language, failureCode) } : null,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}
