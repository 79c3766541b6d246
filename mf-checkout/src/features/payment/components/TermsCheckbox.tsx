import { FieldError, type FormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import styles from './PaymentView.module.css';

interface TermsCheckboxProps {
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  errors: FormErrors;
}

/** The required consent to the terms of use (opened in a new tab, so the order is not lost); its error below it. */
export function TermsCheckbox({ accepted, onAccepted, errors }: TermsCheckboxProps) {
  const { t, paths } = useTranslation();
  return (
    <div>
      <label className={`${styles.check} ${styles.terms}`}>
        <input
          {...errors.fieldProps('uslovi')}
          type="checkbox"
          checked={accepted}
          onChange={(event) => onAccepted(event.target.checked)}
        />
        <span>
          {t('payment.termsBefore')}{' '}
          <Link to={paths.page('terms')} target="_blank">
            {t('payment.termsLink')}
          </Link>
        </span>
      </label>
      <FieldError form={errors} field="uslovi" />
    </div>
  );
}
