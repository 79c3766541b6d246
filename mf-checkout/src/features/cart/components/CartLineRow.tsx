import type { BuyerPrice, CartLine } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Price, PriceTiers, QuantityField } from '@shop/shared/ui';
import { Link } from 'react-router-dom';
import styles from './CartView.module.css';

interface CartLineRowProps {
  line: CartLine;
  /** A company buyer's prices by quantity for this product, if their price list has any. */
  buyerPrice?: BuyerPrice;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLineRow({ line, buyerPrice, onQuantity, onRemove }: CartLineRowProps) {
  const { t, paths } = useTranslation();
  const productLink = paths.product(line.slug);
  return (
    <li className={styles.line} data-testid="cart-line">
      <Link to={productLink} className={styles.image}>
        <img src={line.url_slike} alt="" width={80} height={80} loading="lazy" />
      </Link>
      <div className={styles.name}>
        <Link to={productLink}>{line.naziv}</Link>
        {line.dostupno === 0 && <span className={styles.unavailable}>{t('cart.unavailable')}</span>}
        {buyerPrice && <PriceTiers price={buyerPrice} quantity={line.kolicina} />}
      </div>
      <div className={styles.unitPrice}>
        <span className={styles.caption}>{t('cart.unitPrice')}</span>
        <span data-testid="unit-price">
          <Price
            current={line.cijena}
            regular={line.redovna_cijena ?? line.cijena}
            onSale={line.redovna_cijena !== null}
          />
        </span>
      </div>
      <div className={styles.quantity}>
        <QuantityField
          label={`${t('quantity.label')}: ${line.naziv}`}
          value={line.kolicina}
          stock={line.dostupno}
          onChange={onQuantity}
        />
      </div>
      <div className={styles.lineTotal}>
        <span className={styles.caption}>{t('cart.lineTotal')}</span>
        <strong data-testid="line-total">{formatPrice(line.ukupno)}</strong>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('cart.removeNamed', { name: line.naziv })}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}
