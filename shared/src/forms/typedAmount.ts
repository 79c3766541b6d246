/**
 * An amount typed into a field (KM, a decimal comma or point) as the number a schema checks: empty is null, anything
 * that is not a number NaN (the schema then names the field's error).
 */
export function typedAmount(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}
