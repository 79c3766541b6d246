import type { PaymentMethod } from '@shop/shared/contracts';
import type { FormErrors } from '@shop/shared/forms';
import { TextField } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import type { CardField } from '../hooks/usePaymentForm';
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

const CARD_FIELDS: {
  field: CardField;
  label: 'payment.cardNumber' | 'payment.cardExpiry' | 'payment.cardCvc';
  autoComplete: string;
}[] = [
  { field: 'broj', label: 'payment.cardNumber', autoComplete: 'cc-number' },
  { field: 'vazi_do', label: 'payment.cardExpiry', autoComplete: 'cc-exp' },
  { field: 'cvc', label: 'payment.cardCvc', autoComplete: 'cc-csc' },
];

/** Cash on delivery, bank transfer, or card (through the payment provider). */
export function PaymentMethods({ offered, method, onMethod, card, onCard, errors }: PaymentMethodsProps) {
  const { t } = useTranslation();
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
        <div className={styles.card}>
          {CARD_FIELDS.map(({ field, label, autoComplete }) => (
            <TextField
              key={field}
              form={errors}
              field={field}
              label={t(label)}
              value={card[field]}
              onValue={(value) => onCard(field, value)}
              inputMode="numeric"
              autoComplete={autoComplete}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
