/** PR-2026-000042: the year of issue and the request's id. */
export function proformaNumber(id: number, issuedAt: Date): string {
  return `PR-${issuedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}
