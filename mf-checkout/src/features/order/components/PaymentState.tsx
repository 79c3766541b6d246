import type { Order } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import styles from './OrderConfirmation.module.css';

/**
 * Where the order's payment stands, in plain words: a card was approved and charged (a declined card places no
 * order); otherwise what the buyer still has to do (pay the courier, or make the bank transfer described below).
 */
export function PaymentState({ order }: { order: Order }) {
  const { t } = useTranslation();
  const amount = formatPrice(order.ukupno);
  const state = order.stanje_placanja;
  return (
    <p className={state === 'placeno' ? styles.paid : styles.toPay} data-testid="payment-state">
      {state === 'placeno'
        ? t(`order.paid.${order.nacin_placanja}`, { amount })
        : t(`order.paymentState.${state}`, { amount })}
    </p>
  );
}
