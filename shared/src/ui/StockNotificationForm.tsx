import { type FormEvent, useId, useState } from 'react';
import { StockNotificationBody } from '../contracts/product-stock-notification';
import { FieldError } from '../forms/FieldError';
import { useFormErrors } from '../forms/useFormErrors';
import { useTranslation } from '../i18n/useTranslation';
import { useCurrentUser } from '../state/session';
import { Button } from './Button';
import styles from './NotifyWhenInStock.module.css';

const EmailOnly = StockNotificationBody.pick({ email: true });

/**
 * The one-field form of "Obavijesti me", prefilled with a signed-in user's address. A bad address is shown under the
 * field (`@shop/shared/forms`), checked with the contract's zod schema, which is why NotifyWhenInStock loads this file
 * only when the shopper opens the form.
 */
export function StockNotificationForm({ sending, onSend }: { sending: boolean; onSend: (email: string) => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const errors = useFormErrors(EmailOnly, `${formId}-notify`);
  const user = useCurrentUser().data;
  const [email, setEmail] = useState<string | null>(null);
  const shownEmail = email ?? user?.email ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data } = errors.validate({ email: shownEmail });
    if (data) onSend(data.email);
  };
  const fieldProps = errors.fieldProps('email');

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="notify-form">
      <p className={styles.intro}>{t('stockNotify.intro')}</p>
      <label htmlFor={fieldProps.id}>{t('stockNotify.email')}</label>
      <input
        {...fieldProps}
        type="email"
        autoComplete="email"
        value={shownEmail}
        onChange={(event) => {
          setEmail(event.target.value);
          errors.recheck('email', { email: event.target.value });
        }}
        // biome-ignore lint/a11y/noAutofocus: the shopper just asked for this form
        autoFocus
      />
      <FieldError form={errors} field="email" />
      <Button type="submit" variant="secondary" disabled={sending}>
        {t('stockNotify.submit')}
      </Button>
    </form>
  );
}
