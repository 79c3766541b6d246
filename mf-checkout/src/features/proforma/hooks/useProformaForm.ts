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

/** The eight fields, checked by the same zod schema the API uses; `problem` is the first one's message, in the dialog. */
export function useProformaForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  const set = (field: ProformaCustomerField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });
  };

  /** The valid customer, or null after noting what is wrong. */
  const validate = (): ProformaCustomer | null => {
    const result = ProformaCustomer.safeParse(values);
    const problems = validationProblems(result.error);
    if (!problems) {
      setInvalid(new Set());
      setProblem(null);
      return result.data ?? null;
    }
    setInvalid(problems.fields);
    const key = validationMessageKey(problems.message);
    setProblem(key ? t(key) : problems.message);
    return null;
  };

  return { values, invalid, problem, set, validate };
}
