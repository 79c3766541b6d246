import { JIB_MAX_LENGTH } from '@shop/shared/contracts';
import { FormErrorSummary, TextField } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { closeProformaDialog, type ProformaLine } from '@shop/shared/state';
import { Button } from '@shop/shared/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useRequestProforma } from '../api/requestProforma';
import { PROFORMA_FIELDS, useProformaForm } from '../hooks/useProformaForm';
import styles from './ProformaDialog.module.css';
import { ProformaLines } from './ProformaLines';

/** SPEC §4: on success the dialog closes after 3 seconds. */
const CLOSE_AFTER_SUCCESS_MS = 3_000;

const INPUT_TYPES: Partial<Record<(typeof PROFORMA_FIELDS)[number], { type: string; autoComplete: string }>> = {
  email: { type: 'email', autoComplete: 'email' },
  broj: { type: 'tel', autoComplete: 'tel' },
  posta: { type: 'text', autoComplete: 'postal-code' },
  grad: { type: 'text', autoComplete: 'address-level2' },
  adresa: { type: 'text', autoComplete: 'street-address' },
  naziv: { type: 'text', autoComplete: 'organization' },
  kontakt: { type: 'text', autoComplete: 'name' },
};

/**
 * 'Podaci za predračun': what the request is for and the customer's eight fields. Problems show next to their fields
 * and as the site's error alert (`useProformaForm`); the outcome shows inside the dialog, below its title bar.
 */
export function ProformaDialog({ lines }: { lines: ProformaLine[] }) {
  const { t } = useTranslation();
  const form = useProformaForm();
  const [sent, setSent] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const firstField = useRef<HTMLDivElement>(null);
  const request = useRequestProforma(() => {
    setSent(true);
    closeTimer.current = setTimeout(closeProformaDialog, CLOSE_AFTER_SUCCESS_MS);
  });

  useEffect(() => {
    firstField.current?.querySelector('input')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeProformaDialog();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      clearTimeout(closeTimer.current);
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sent || request.isPending) return;
    const customer = form.validate();
    if (customer) request.send({ lines, customer });
  };

  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="proforma-title">
        <div className={styles.header}>
          <h2 id="proforma-title">{t('proforma.title')}</h2>
          <button type="button" className={styles.close} aria-label={t('proforma.close')} onClick={closeProformaDialog}>
            ×
          </button>
        </div>
        <ProformaLines lines={lines} />
        {/* Once sent, the outcome replaces the form: short enough to be seen whole on a phone, then it closes. */}
        {sent ? (
          <div className={styles.sent} role="status">
            <p>{t('proforma.sent')}</p>
            {request.number && <p data-testid="proforma-number">{t('proforma.number', { number: request.number })}</p>}
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <div className={styles.grid} ref={firstField}>
              {PROFORMA_FIELDS.map((field) => (
                <TextField
                  key={field}
                  form={form.errors}
                  field={field}
                  label={t(`proforma.${field}`)}
                  value={form.values[field]}
                  onValue={(value) => form.set(field, value)}
                  maxLength={field === 'jib' ? JIB_MAX_LENGTH : undefined}
                  type={INPUT_TYPES[field]?.type ?? 'text'}
                  autoComplete={INPUT_TYPES[field]?.autoComplete ?? 'off'}
                />
              ))}
            </div>
            <FormErrorSummary form={form.errors} error={request.errorMessage} />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={closeProformaDialog}>
                {t('proforma.cancel')}
              </Button>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? t('common.wait') : t('proforma.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
