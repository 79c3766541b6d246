import { type FormEvent, useId, useState } from 'react';
import { showAlert } from '../alerts/alertStore';
import { EMAIL_PATTERN } from '../contracts/checkout-customer';
import { useTranslation } from '../i18n/useTranslation';
import { useCurrentUser } from '../state/session';
import { useNotifyWhenInStock } from '../state/stockNotification';
import styles from './NotifyWhenInStock.module.css';

/**
 * "Obavijesti me" under a product that is out of stock (card and product page): opens a one-field form, prefilled
 * with a signed-in user's address; after sending it says where the email will go.
 */
export function NotifyWhenInStock({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const formId = useId();
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
    const address = shownEmail.trim();
    if (!EMAIL_PATTERN.test(address)) {
      showAlert({ message: t('stockNotify.invalidEmail'), type: 'error', time: 3_000 });
      return;
    }
    notify.mutate({ productId, email: address });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="notify-form">
      <p className={styles.intro}>{t('stockNotify.intro')}</p>
      <label htmlFor={`${formId}-email`}>{t('stockNotify.email')}</label>
      <input
        id={`${formId}-email`}
        type="email"
        autoComplete="email"
        value={shownEmail}
        onChange={(event) => setEmail(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the shopper just asked for this form
        autoFocus
      />
      <button type="submit" disabled={notify.isPending}>
        {t('stockNotify.submit')}
      </button>
    </form>
  );
}
