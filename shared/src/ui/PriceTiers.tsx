import type { BuyerPrice } from '../contracts/pricing';
import { formatPrice } from '../format/price';
import { useTranslation } from '../i18n/useTranslation';
import styles from './PriceTiers.module.css';

interface PriceTiersProps {
  price: BuyerPrice;
  /** The quantity in hand (the cart line's): its bracket is marked. */
  quantity?: number;
}

/** A buyer's price-list prices per quantity bracket ("1–4 kom: 180,00 KM"); nothing when there is one bracket only. */
export function PriceTiers({ price, quantity }: PriceTiersProps) {
  const { t } = useTranslation();
  if (price.cijene.length < 2) return null;
  return (
    <div className={styles.tiers} data-testid="price-tiers">
      <span className={styles.caption}>{t('buyerPrice.tiers')}</span>
      <ul>
        {price.cijene.map((tier) => {
          const current = quantity !== undefined && quantity >= tier.od && (tier.do === null || quantity <= tier.do);
          return (
            <li key={tier.od} className={current ? styles.current : undefined} aria-current={current || undefined}>
              <span>
                {tier.do === null
                  ? t('buyerPrice.from', { from: tier.od })
                  : t('buyerPrice.range', { from: tier.od, to: tier.do })}
              </span>
              <span>{formatPrice(tier.cijena)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
