import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useNotifyWhenInStock } from '../state/stockNotification';
import styles from './NotifyWhenInStock.module.css';

// The form validates with the contract's zod schema: it loads when opened, so a page of product cards carries no zod.
const StockNotificationForm = lazy(() =>
  import('./StockNotificationForm').then((module) => ({ default: module.StockNotificationForm })),
);

/**
 * "Obavijesti me" under a product that is out of stock (card and product page): opens a one-field form
 * (StockNotificationForm); after sending it says where the email will go. A refusal by the server shows through the
 * shell's one mutation-error alert.
 */
export function NotifyWhenInStock({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const notify = useNotifyWhenInStock();

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
  return (
    <Suspense fallback={null}>
      <StockNotificationForm sending={notify.isPending} onSend={(email) => notify.mutate({ productId, email })} />
    </Suspense>
  );
}
