import { type FormEvent, useId, useState } from 'react';
import { StockNotificationBody } from '../contracts/product-stock-notification';
import { FieldError } from '../forms/FieldError';
import { useFormErrors } from '../forms/useFormErrors';
import { useTranslation } from '../i18n/useTranslation';
import { useCurrentUser } from '../state/session';
import { useNotifyWhenInStock } from '../state/stockNotification';
import { Button } from './Button';
import styles from './NotifyWhenInStock.module.css';

const EmailOnly = StockNotificationBody.pick({ email: true });

/**
 * "Obavijesti me" under a product that is out of stock (card and product page): opens a one-field form, prefilled
 * with a signed-in user's address; after sending it says where the email will go. A bad address is shown under the
 * field (`@shop/shared/forms`); a refusal by the server through the shell's one mutation-error alert.
 */
export function NotifyWhenInStock({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const formId = useId();
  const errors = useFormErrors(EmailOnly, `${formId}-notify`);
  const user = useCurrentUser().data;
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState<string | null>(null);
  const notify = useNotifyWhenInStock();
  const shownEmail = email ?? user?.email ?? '';

  if (notify.isSuccess) {
    return (
      <p className={styles.done} role="status">
        {t('stockNotify.done', { email: notify.variables.email })}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className={styles.open} onClick={() => setOpen(true)}>
        {t('stockNotify.open')}
      </button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data } = errors.validate({ email: shownEmail });
    if (data) notify.mutate({ productId, email: data.email });
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
      <Button type="submit" variant="secondary" disabled={notify.isPending}>
        {t('stockNotify.submit')}
      </Button>
    </form>
  );
}
