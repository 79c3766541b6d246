import { showAlert } from '@shop/shared/alerts';
import { trackPixelEvent } from '@shop/shared/analytics';
import type { Product } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { openProformaDialog, useAddToCart } from '@shop/shared/state';
import { QuantityField } from '@shop/shared/ui';
import { useState } from 'react';
import styles from './PurchasePanel.module.css';

/** Quantity, 'Dodaj u korpu' and 'Zatraži predračun'; both refuse zero stock first (SPEC §5). */
export function PurchasePanel({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const { addToCart, isPending } = useAddToCart();
  const inStock = product.kolicina > 0;

  const onAddToCart = () => {
    addToCart(
      { id: product.id_proizvoda, quantity, stock: product.kolicina },
      {
        // SPEC §7: the social pixel's AddToCart, once the cart has it; trackPixelEvent checks consent and arrival.
        onAdded: () =>
          void trackPixelEvent('AddToCart', {
            content_name: product.naziv,
            content_ids: [String(product.id_proizvoda)],
            content_type: 'product',
            value: Math.round(product.trenutna_cijena * quantity * 100) / 100,
            currency: 'BAM',
          }),
      },
    );
  };
  const onRequestProforma = () => {
    if (!inStock) {
      showAlert({ message: t('cart.outOfStock'), type: 'error', time: 3_000 });
      return;
    }
    openProformaDialog([{ id_proizvoda: product.id_proizvoda, kolicina: quantity, naziv: product.naziv }]);
  };

  return (
    <div className={styles.panel} data-testid="purchase-panel">
      <QuantityField label={t('quantity.label')} value={quantity} stock={product.kolicina} onChange={setQuantity} />
      <div className={styles.buttons}>
        <button type="button" className={styles.primary} disabled={isPending} onClick={onAddToCart}>
          {t('product.addToCart')}
        </button>
        <button type="button" className={styles.secondary} onClick={onRequestProforma}>
          {t('product.requestProforma')}
        </button>
      </div>
    </div>
  );
}
