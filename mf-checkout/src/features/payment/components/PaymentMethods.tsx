import type { CardField, PaymentMethod } from '@shop/shared/contracts';
import type { FormErrors } from '@shop/shared/forms';
import { TextField } from '@shop/shared/forms';
import { type MessageKey, useTranslation } from '@shop/shared/i18n';
import type { InputHTMLAttributes } from 'react';
import { CARD_EXPIRY_MAX_LENGTH, formatCardExpiryInput } from '../lib/cardExpiryInput';
import styles from './PaymentView.module.css';

interface PaymentMethodsProps {
  /** The methods the shop takes here (card only with a payment provider). */
  offered: readonly PaymentMethod[];
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  card: Record<CardField, string>;
  onCard: (field: CardField, value: string) => void;
  errors: FormErrors;
}

/** The card's fields in the order a card reads, each with the autocomplete name browsers and wallets fill. */
const CARD_FIELDS: {
  field: CardField;
  label: MessageKey;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'maxLength'>;
}[] = [
  { field: 'broj', label: 'payment.cardNumber', input: { inputMode: 'numeric', autoComplete: 'cc-number' } },
  { field: 'ime_na_kartici', label: 'payment.cardName', input: { autoComplete: 'cc-name', autoCapitalize: 'words' } },
  {
    field: 'vazi_do',
    label: 'payment.cardExpiry',
    input: { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: CARD_EXPIRY_MAX_LENGTH },
  },
  { field: 'cvc', label: 'payment.cardCvc', input: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } },
];

/** Cash on delivery, bank transfer, or card (through the payment provider). */
export function PaymentMethods({ offered, method, onMethod, card, onCard, errors }: PaymentMethodsProps) {
  const { t } = useTranslation();
  // The expiry field puts the "/" in as the shopper types (a digits keypad has none).
  const setCardField = (field: CardField, value: string) =>
    onCard(field, field === 'vazi_do' ? formatCardExpiryInput(value, card.vazi_do) : value);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('payment.method')}</legend>
      <div className={styles.methods}>
        {offered.map((option) => (
          <label key={option} className={option === method ? `${styles.method} ${styles.chosen}` : styles.method}>
            <input
              type="radio"
              name="nacin_placanja"
              value={option}
              checked={option === method}
              onChange={() => onMethod(option)}
            />
            <span>
              <strong>{t(`payment.${option}`)}</strong>
              <small>{t(`payment.${option}Hint`)}</small>
            </span>
          </label>
        ))}
      </div>
      {method === 'kartica' && (
        <div className={styles.card} data-testid="card-fields">
          {CARD_FIELDS.map(({ field, label, input }) => (
            <TextField
              key={field}
              form={errors}
              field={field}
              label={t(label)}
              value={card[field]}
              onValue={(value) => setCardField(field, value)}
              {...input}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
