import { LOYALTY } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import styles from './Loyalty.module.css';

/** How points are earned, redeemed and when they expire: every figure comes from the one set of rules (`LOYALTY`). */
export function Programme() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="loyalty-programme">
      <h2 id="loyalty-programme">{t('loyalty.programme')}</h2>
      <h3>{t('loyalty.howToEarn')}</h3>
      <p>{t('loyalty.earnRule', { points: LOYALTY.pointsPerKm })}</p>
      <p>{t('loyalty.consumersOnly')}</p>
      <h3>{t('loyalty.howToRedeem')}</h3>
      <p>
        {t('loyalty.redeemRule', {
          points: LOYALTY.pointsPerKmDiscount,
          min: LOYALTY.minimumRedemption,
          percent: LOYALTY.maxDiscountPercent,
        })}
      </p>
      <h3>{t('loyalty.expiryTitle')}</h3>
      <p>{t('loyalty.expiryRule', { days: LOYALTY.creditValidDays })}</p>
    </section>
  );
}
