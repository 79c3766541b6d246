import { LOYALTY } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import type { useRedemption } from '../hooks/useRedemption';
import styles from './PaymentView.module.css';

/** The signed-in customer's points on /plati: use them or not, and how many (within the limits shown). */
export function LoyaltyRedemption({ redemption }: { redemption: ReturnType<typeof useRedemption> }) {
  const { t, paths } = useTranslation();
  const { account, balance, max, possible } = redemption;
  if (!account) return null;
  const min = LOYALTY.minimumRedemption;
  return (
    <fieldset className={styles.fieldset} data-testid="loyalty-redemption">
      <legend>{t('loyalty.redeemTitle')}</legend>
      {!possible ? (
        <p>
          {balance >= min
            ? t('loyalty.redeemOrderTooSmall', { points: balance, min })
            : t('loyalty.redeemTooFew', { points: balance, min })}
        </p>
      ) : (
        <>
          <p>{t('loyalty.redeemAvailable', { points: balance, max })}</p>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={redemption.use}
              onChange={(event) => redemption.setUse(event.target.checked)}
            />
            {t('loyalty.redeemUse')}
          </label>
          {redemption.use && (
            <div className={styles.points}>
              <label htmlFor="loyalty-points">{t('loyalty.redeemPoints')}</label>
              <input
                id="loyalty-points"
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                value={redemption.typed}
                onChange={(event) => redemption.setTyped(event.target.value)}
                onBlur={redemption.settle}
              />
            </div>
          )}
        </>
      )}
      <Link to={paths.loyalty()}>{t('loyalty.programmeLink')}</Link>
    </fieldset>
  );
}
