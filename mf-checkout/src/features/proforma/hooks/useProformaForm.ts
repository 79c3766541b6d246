import { showAlert } from '@shop/shared/alerts';
import { ProformaCustomer, type ProformaCustomerField } from '@shop/shared/contracts';
import { useFormErrors } from '@shop/shared/forms';
import { useEffect, useState } from 'react';
import { useProformaPrefill } from '../api/getProformaDetails';

export const PROFORMA_FIELDS: ProformaCustomerField[] = [
  'naziv',
  'jib',
  'kontakt',
  'email',
  'grad',
  'posta',
  'adresa',
  'broj',
];

const EMPTY = Object.fromEntries(PROFORMA_FIELDS.map((field) => [field, ''])) as Record<ProformaCustomerField, string>;

/** SPEC §8: a validation failure shows as an error alert for 3 s. */
const ERROR_ALERT_MS = 3_000;

/**
 * The eight fields (prefilled for a signed-in user from the default billing address), checked by the same zod schema
 * the API uses: each problem shows next to its field, and the first also as the site's error alert for 3 s (SPEC §8;
 * on desktop beside the dialog, on a phone at the bottom, never over its title bar) and in the dialog's own alert
 * region (a screen reader inside the modal dialog hears it there).
 */
export function useProformaForm() {
  const { data: prefill } = useProformaPrefill();
  const [values, setValues] = useState(EMPTY);
  const errors = useFormErrors(ProformaCustomer, 'proforma');

  // Prefill once known, without overwriting what was typed.
  useEffect(() => {
    if (!prefill) return;
    setValues((current) => {
      const next = { ...current };
      for (const field of PROFORMA_FIELDS) next[field] = current[field] || prefill[field];
      return next;
    });
  }, [prefill]);

  const set = (field: ProformaCustomerField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    errors.recheck(field, next);
  };

  /** The valid customer, or null after noting what is wrong. */
  const validate = (): ProformaCustomer | null => {
    const { data, summary } = errors.validate(values);
    if (summary) showAlert({ message: summary, type: 'error', time: ERROR_ALERT_MS });
    return data;
  };

  return { values, errors, set, validate };
}
