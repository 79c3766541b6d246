import { showAlert } from '@shop/shared/alerts';
import {
  CardDetails,
  DeliveryDetails,
  type DeliveryDetailsField,
  type PaymentMethod,
  type PlaceOrderBody,
} from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useEffect, useState } from 'react';
import { validationProblems } from '../../../lib/firstIssue';
import { validationMessageKey } from '../../../lib/validationMessage';
import { useDeliveryPrefill } from '../api/getDeliveryDetails';

export const DELIVERY_FIELDS: DeliveryDetailsField[] = [
  'ime',
  'email',
  'telefon',
  'adresa',
  'grad',
  'posta',
  'napomena',
];
export type CardField = 'broj' | 'vazi_do' | 'cvc';

const EMPTY_DELIVERY = Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, ''])) as Record<
  DeliveryDetailsField,
  string
>;
const EMPTY_CARD: Record<CardField, string> = { broj: '', vazi_do: '', cvc: '' };

/** Delivery details (prefilled for a signed-in user), the payment method and card data, checked by the shared schemas. */
export function usePaymentForm() {
  const { t } = useTranslation();
  const { data: prefill } = useDeliveryPrefill();
  const [delivery, setDelivery] = useState(EMPTY_DELIVERY);
  const [card, setCard] = useState(EMPTY_CARD);
  const [method, setMethod] = useState<PaymentMethod>('pouzece');
  const [invalid, setInvalid] = useState<Set<string>>(new Set());

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

  const report = (error: Parameters<typeof validationProblems>[0], prefix: string) => {
    const problems = validationProblems(error);
    if (!problems) return false;
    setInvalid(new Set([...problems.fields].map((field) => `${prefix}${field}`)));
    const key = validationMessageKey(problems.message);
    showAlert({ message: key ? t(key) : problems.message, type: 'error', time: 3_000 });
    return true;
  };

  /** The order to send, or null after showing what is wrong. */
  const validate = (): PlaceOrderBody | null => {
    const kupac = DeliveryDetails.safeParse(delivery);
    if (report(kupac.error, 'delivery.') || !kupac.data) return null;
    if (method !== 'kartica') {
      setInvalid(new Set());
      return { nacin_placanja: method, kupac: kupac.data };
    }
    const kartica = CardDetails.safeParse(card);
    if (report(kartica.error, 'card.') || !kartica.data) return null;
    setInvalid(new Set());
    return { nacin_placanja: 'kartica', kupac: kupac.data, kartica: kartica.data };
  };

  return {
    delivery,
    card,
    method,
    invalid,
    setMethod,
    setDeliveryField: (field: DeliveryDetailsField, value: string) =>
      setDelivery((current) => ({ ...current, [field]: value })),
    setCardField: (field: CardField, value: string) => setCard((current) => ({ ...current, [field]: value })),
    validate,
  };
}
