import { R1Invoice, type R1InvoiceField } from '@shop/shared/contracts';
import { useFormErrors } from '@shop/shared/forms';
import { useCurrentUser } from '@shop/shared/state';
import { useEffect, useState } from 'react';
import { useProfile } from '../api/getProfile';

export const R1_FIELDS: R1InvoiceField[] = ['naziv_firme', 'jib', 'adresa_firme'];
const EMPTY: Record<R1InvoiceField, string> = { naziv_firme: '', jib: '', adresa_firme: '' };

/**
 * "Trebam R1 račun": the company an invoice is issued to, asked only when the buyer ticks the box. A signed-in
 * customer's company and JIB come from their profile, without overwriting what was typed.
 */
export function useR1Invoice() {
  const { data: user } = useCurrentUser();
  const { data: profile } = useProfile(Boolean(user));
  const [wanted, setWanted] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const errors = useFormErrors(R1Invoice, 'r1');

  useEffect(() => {
    if (!profile) return;
    setValues((current) => ({
      ...current,
      naziv_firme: current.naziv_firme || profile.naziv_firme,
      jib: current.jib || profile.jib,
    }));
  }, [profile]);

  return {
    wanted,
    values,
    errors,
    setWanted: (next: boolean) => {
      setWanted(next);
      if (!next) errors.clear();
    },
    setField: (field: R1InvoiceField, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      errors.recheck(field, next);
    },
    /** Nothing to check without the box ticked; else the company, each problem shown next to its field. */
    validate: () => {
      if (wanted) return errors.validate(values);
      errors.clear();
      return null;
    },
  };
}

export type R1InvoiceForm = ReturnType<typeof useR1Invoice>;
