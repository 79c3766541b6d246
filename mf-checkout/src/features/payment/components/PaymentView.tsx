import type { ApprovalRequested } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { TextField } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { Button, usePageTitle } from '@shop/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCart } from '../../../api/useCart';
import { OrderSummary } from '../../../components/OrderSummary';
import { ApprovalWaiting } from '../../order/components/ApprovalWaiting';
import { useApprovalNeed } from '../api/getApprovalNeed';
import { usePaymentMethods } from '../api/getPaymentMethods';
import { usePlaceOrder } from '../api/placeOrder';
import { DELIVERY_FIELDS, usePaymentForm } from '../hooks/usePaymentForm';
import { useRedemption, withDiscount } from '../hooks/useRedemption';
import { LoyaltyRedemption } from './LoyaltyRedemption';
import { PaymentMethods } from './PaymentMethods';
import styles from './PaymentView.module.css';
import { R1InvoiceFields } from './R1InvoiceFields';
import { TermsCheckbox } from './TermsCheckbox';

const AUTOCOMPLETE: Record<string, string> = {
  ime: 'name',
  email: 'email',
  telefon: 'tel',
  adresa: 'street-address',
  grad: 'address-level2',
  posta: 'postal-code',
  napomena: 'off',
};

/** /plati: delivery details, payment method and the order summary; placing the order goes to its confirmation. */
export function PaymentView() {
  const { t, paths } = useTranslation();
  usePageTitle(t('payment.title'));
  const navigate = useNavigate();
  const { data: cart, isPending } = useCart();
  const form = usePaymentForm();
  const redemption = useRedemption(cart?.medjuzbir ?? 0);
  const approval = useApprovalNeed();
  // An order that waits for the company's approval is not charged now, so no card (decision 023).
  const offeredMethods = usePaymentMethods().filter((method) => method !== 'kartica' || !approval.potrebno);
  const cardRefused = approval.potrebno && form.method === 'kartica';
  const { setMethod } = form;
  useEffect(() => {
    if (cardRefused) setMethod('pouzece');
  }, [cardRefused, setMethod]);
  const [waiting, setWaiting] = useState<ApprovalRequested['odobrenje'] | null>(null);
  const order = usePlaceOrder((number) => navigate(paths.order(number)), setWaiting);

  if (waiting) return <ApprovalWaiting request={waiting} />;
  if (isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (!cart || cart.stavke.length === 0) {
    return (
      <section className={styles.page}>
        <h1>{t('payment.title')}</h1>
        <p>{t('payment.emptyCart')}</p>
        <Link to={paths.page('cart')}>{t('payment.backToCart')}</Link>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (order.isPending) return;
    const body = form.validate();
    if (body) order.mutate(redemption.points > 0 ? { ...body, bodovi: redemption.points } : body);
  };

  return (
    <section className={styles.page}>
      <h1>{t('payment.title')}</h1>
      <form className={styles.layout} onSubmit={submit} noValidate>
        <div className={styles.main}>
          <fieldset className={styles.fieldset}>
            <legend>{t('payment.delivery')}</legend>
            <div className={styles.grid}>
              {DELIVERY_FIELDS.map((field) => (
                <TextField
                  key={field}
                  form={form.deliveryErrors}
                  field={field}
                  label={t(`payment.${field}`)}
                  value={form.delivery[field]}
                  onValue={(value) => form.setDeliveryField(field, value)}
                  type={field === 'email' ? 'email' : field === 'telefon' ? 'tel' : 'text'}
                  autoComplete={AUTOCOMPLETE[field]}
                />
              ))}
            </div>
          </fieldset>
          <R1InvoiceFields invoice={form.invoice} />
          {approval.potrebno && approval.granica !== null && (
            <p className={styles.note} data-testid="approval-notice">
              {t('approvals.notice', { limit: formatPrice(approval.granica) })}
            </p>
          )}
          <PaymentMethods
            offered={offeredMethods}
            method={form.method}
            onMethod={form.setMethod}
            card={form.card}
            onCard={form.setCardField}
            errors={form.cardErrors}
          />
          <LoyaltyRedemption redemption={redemption} />
        </div>
        <aside className={styles.summary}>
          <h2>{t('payment.summary')}</h2>
          <OrderSummary summary={withDiscount(cart, redemption.discountKm)} />
          <p className={styles.note}>{t('payment.delivery25')}</p>
          <TermsCheckbox accepted={form.termsAccepted} onAccepted={form.setTermsAccepted} errors={form.termsErrors} />
          <Button type="submit" disabled={order.isPending}>
            {t('payment.placeOrder')}
          </Button>
          <Link to={paths.page('cart')} className={styles.back}>
            {t('payment.backToCart')}
          </Link>
        </aside>
      </form>
    </section>
  );
}
