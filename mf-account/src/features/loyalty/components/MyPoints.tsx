import { LOYALTY, type LoyaltyAccount, pointsToDiscountMinor } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import styles from './Loyalty.module.css';

/** A signed-in customer's balance, what expires within 30 days, and every change, newest first. */
export function MyPoints({ account }: { account: NonNullable<LoyaltyAccount> }) {
  const { t, language } = useTranslation();
  const value = formatPrice(pointsToDiscountMinor(Math.max(account.bodovi, 0)) / 100);
  return (
    <section className={styles.card} aria-labelledby="loyalty-mine">
      <h2 id="loyalty-mine">{t('loyalty.yourPoints')}</h2>
      <dl className={styles.figures}>
        <dt>{t('loyalty.balance')}</dt>
        <dd data-testid="loyalty-balance">{t('loyalty.balanceValue', { points: account.bodovi, value })}</dd>
        <dt>{t('loyalty.expiringSoon', { days: LOYALTY.expiringSoonDays })}</dt>
        <dd data-testid="loyalty-expiring">{account.istice_uskoro}</dd>
      </dl>
      <h3>{t('loyalty.ledger')}</h3>
      {account.stavke.length === 0 ? (
        <p>{t('loyalty.ledgerEmpty')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.ledger} data-testid="loyalty-ledger">
            <thead>
              <tr>
                <th scope="col">{t('loyalty.date')}</th>
                <th scope="col">{t('loyalty.change')}</th>
                <th scope="col" className={styles.number}>
                  {t('loyalty.points')}
                </th>
                <th scope="col">{t('loyalty.order')}</th>
                <th scope="col">{t('loyalty.expires')}</th>
              </tr>
            </thead>
            <tbody>
              {account.stavke.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDate(entry.datum, language)}</td>
                  <td>{t(`loyalty.kind.${entry.vrsta}`)}</td>
                  <td className={entry.bodovi < 0 ? `${styles.number} ${styles.debit}` : styles.number}>
                    {entry.bodovi > 0 ? `+${entry.bodovi}` : entry.bodovi}
                  </td>
                  <td>{entry.narudzba ?? ''}</td>
                  <td>{entry.istice ? formatDate(entry.istice, language) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
