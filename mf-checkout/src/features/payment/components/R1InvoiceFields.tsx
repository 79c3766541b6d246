import { JIB_MAX_LENGTH } from '@shop/shared/contracts';
import { TextField } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { R1_FIELDS, type R1InvoiceForm } from '../hooks/useR1Invoice';
import styles from './PaymentView.module.css';

const AUTOCOMPLETE = { naziv_firme: 'organization', jib: 'off', adresa_firme: 'off' } as const;

/** The box "Trebam R1 račun" and, once ticked, the company's name, JIB and registered address. */
export function R1InvoiceFields({ invoice }: { invoice: R1InvoiceForm }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('payment.invoice')}</legend>
      <label className={styles.check}>
        <input type="checkbox" checked={invoice.wanted} onChange={(event) => invoice.setWanted(event.target.checked)} />
        {t('payment.r1Wanted')}
      </label>
      {invoice.wanted && (
        <>
          <p className={`${styles.note} ${styles.r1Hint}`}>{t('payment.r1Hint')}</p>
          <div className={styles.grid}>
            {R1_FIELDS.map((field) => (
              <TextField
                key={field}
                form={invoice.errors}
                field={field}
                label={t(`payment.${field}`)}
                value={invoice.values[field]}
                onValue={(value) => invoice.setField(field, value)}
                autoComplete={AUTOCOMPLETE[field]}
                {...(field === 'jib' && { inputMode: 'numeric', maxLength: JIB_MAX_LENGTH })}
              />
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}
