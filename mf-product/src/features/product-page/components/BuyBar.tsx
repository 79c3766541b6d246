import type { Product } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { aboveBottomBars, Button, usePublishedBarHeight } from '@shop/shared/ui';
import { useRef } from 'react';
import styles from './BuyBar.module.css';
import { ProductPrice } from './ProductPrice';

interface BuyBarProps {
  product: Product;
  onAddToCart: () => void;
  busy: boolean;
}

/**
 * Phones only: the price and 'Dodaj u korpu' fixed at the bottom of the screen while the purchase panel's own buttons
 * are out of view (below a long name and the gallery, or scrolled past), so buying is always one tap away.
 */
export function BuyBar({ product, onAddToCart, busy }: BuyBarProps) {
  const { t } = useTranslation();
  const inStock = product.kolicina > 0;
  const bar = useRef<HTMLElement>(null);
  // The shell's scroll-to-top button sits above it.
  usePublishedBarHeight('buyBar', bar);
  return (
    <section
      ref={bar}
      className={styles.bar}
      style={{ bottom: aboveBottomBars('0px', ['compareBanner']) }}
      aria-label={t('product.buyBar')}
      data-testid="buy-bar"
    >
      <span className={styles.price}>
        <ProductPrice product={product} />
      </span>
      <Button variant={inStock ? 'primary' : 'unavailable'} disabled={busy} onClick={onAddToCart}>
        {t('product.addToCart')}
      </Button>
    </section>
  );
}
