import { showAlert } from '@shop/shared/alerts';
import { ProformaCustomer, type ProformaCustomerField } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useState } from 'react';
import { validationProblems } from '../../../lib/firstIssue';
import { validationMessageKey } from '../../../lib/validationMessage';

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

/** The eight fields, checked by the same zod schema the API uses; the first problem shows as an error for 3 s. */
export function useProformaForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());

  const set = (field: ProformaCustomerField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });
  };

  /** The valid customer, or null after showing what is wrong. */
  const validate = (): ProformaCustomer | null => {
    const result = ProformaCustomer.safeParse(values);
    const problems = validationProblems(result.error);
    if (!problems) {
      setInvalid(new Set());
      return result.data ?? null;
    }
    setInvalid(problems.fields);
    const key = validationMessageKey(problems.message);
    showAlert({ message: key ? t(key) : problems.message, type: 'error', time: 3_000 });
    return null;
  };

  return { values, invalid, set, validate };
}
