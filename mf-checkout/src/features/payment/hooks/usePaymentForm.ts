import { showAlert } from '@shop/shared/alerts';
import {
  CardDetails,
  type CardField,
  CheckoutTerms,
  DeliveryDetails,
  type DeliveryDetailsField,
  type PaymentMethod,
  type PlaceOrderBody,
} from '@shop/shared/contracts';
import { useFormErrors } from '@shop/shared/forms';
import { useEffect, useState } from 'react';
import { useDeliveryPrefill } from '../api/getDeliveryDetails';
import { useR1Invoice } from './useR1Invoice';

export const DELIVERY_FIELDS: DeliveryDetailsField[] = [
  'ime',
  'email',
  'telefon',
  'adresa',
  'grad',
  'posta',
  'napomena',
];

const EMPTY_DELIVERY = Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, ''])) as Record<
  DeliveryDetailsField,
  string
>;
const EMPTY_CARD: Record<CardField, string> = { broj: '', ime_na_kartici: '', vazi_do: '', cvc: '' };

/**
 * Delivery details (prefilled for a signed-in user), an optional R1 invoice, the payment method and card data and the
 * consent to the terms, checked by the shared schemas: each problem next to its field, the first also as an error
 * alert for 3 s.
 */
export function usePaymentForm() {
  const { data: prefill } = useDeliveryPrefill();
  const [delivery, setDelivery] = useState(EMPTY_DELIVERY);
  const [card, setCard] = useState(EMPTY_CARD);
  const [method, setMethod] = useState<PaymentMethod>('pouzece');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const deliveryErrors = useFormErrors(DeliveryDetails, 'delivery');
  const cardErrors = useFormErrors(CardDetails, 'card');
  const termsErrors = useFormErrors(CheckoutTerms, 'order');
  const invoice = useR1Invoice();

  // Prefill once known, without overwriting what was typed.
  useEffect(() => {
    if (!prefill) return;
    setDelivery((current) => {
      const next = { ...current };
      for (const [field, value] of Object.entries(prefill) as [DeliveryDetailsField, string][]) {
        next[field] = current[field] || value;
      }
      return next;
    });
  }, [prefill]);

  /** The order to send, or null after showing what is wrong (every field at once; the focus on the first). */
  const validate = (): PlaceOrderBody | null => {
    // Last on the page first: each check moves the focus to its first field at fault, so the page's first one wins.
    const terms = termsErrors.validate({ uslovi: termsAccepted });
    const kartica = method === 'kartica' ? cardErrors.validate(card) : null;
    if (!kartica) cardErrors.clear();
    const r1 = invoice.validate();
    const kupac = deliveryErrors.validate(delivery);
    const summary = kupac.summary ?? r1?.summary ?? kartica?.summary ?? terms.summary;
    if (summary) showAlert({ message: summary, type: 'error', time: 3_000 });
    if (!kupac.data || !terms.data || (r1 && !r1.data)) return null;
    const order = { kupac: kupac.data, uslovi: terms.data.uslovi, ...(r1?.data && { r1: r1.data }) };
    if (method !== 'kartica') return { nacin_placanja: method, ...order };
    return kartica?.data ? { nacin_placanja: 'kartica', kartica: kartica.data, ...order } : null;
  };

  return {
    delivery,
    card,
    method,
    deliveryErrors,
    cardErrors,
    invoice,
    termsAccepted,
    termsErrors,
    setTermsAccepted: (accepted: boolean) => {
      setTermsAccepted(accepted);
      termsErrors.recheck('uslovi', { uslovi: accepted });
    },
    setMethod,
    setDeliveryField: (field: DeliveryDetailsField, value: string) => {
      const next = { ...delivery, [field]: value };
      setDelivery(next);
      deliveryErrors.recheck(field, next);
    },
    setCardField: (field: CardField, value: string) => {
      const next = { ...card, [field]: value };
      setCard(next);
      cardErrors.recheck(field, next);
    },
    validate,
  };
}
