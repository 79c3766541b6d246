import { showAlert } from '@shop/shared/alerts';
import { ORDER_LINE_QUANTITY_LIMIT, type Product } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { openProformaDialog, useAddToCart } from '@shop/shared/state';
import { Button, NotifyWhenInStock, QuantityField } from '@shop/shared/ui';
import { type RefObject, useRef, useState } from 'react';
import { useIsOnScreen, useIsScrolledTo } from '../hooks/useViewportObserver';
import { BuyBar } from './BuyBar';
import styles from './PurchasePanel.module.css';

interface PurchasePanelProps {
  product: Product;
  /** The end of the product's page: past it (the footer) the phone's buy bar steps aside. */
  pageEnd: RefObject<HTMLElement | null>;
}

/**
 * Quantity, 'Dodaj u korpu' and 'Zatraži predračun'; both refuse zero stock first (SPEC §5). On a phone, while these
 * buttons are out of view within the product's page, the buy bar keeps the price and 'Dodaj u korpu' on screen.
 */
export function PurchasePanel({ product, pageEnd }: PurchasePanelProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const { addToCart, isPending } = useAddToCart();
  const inStock = product.kolicina > 0;
  const buttons = useRef<HTMLDivElement>(null);
  const buttonsOnScreen = useIsOnScreen(buttons);
  const pageEndReached = useIsScrolledTo(pageEnd);
  const showBuyBar = buttonsOnScreen === false && pageEndReached === false;

  const onAddToCart = () =>
    addToCart({
      id: product.id_proizvoda,
      quantity,
      stock: product.kolicina,
      name: product.naziv,
      price: product.trenutna_cijena,
    });
  const onRequestProforma = () => {
    if (!inStock) {
      showAlert({ message: t('cart.outOfStock'), type: 'error', time: 3_000 });
      return;
    }
    openProformaDialog([{ id_proizvoda: product.id_proizvoda, kolicina: quantity, naziv: product.naziv }]);
  };

  return (
    <>
      <div className={styles.panel} data-testid="purchase-panel">
        <QuantityField label={t('quantity.label')} value={quantity} stock={product.kolicina} onChange={setQuantity} />
        {/* More than a shop order takes goes through a pro-forma (the API refuses it in the cart with the same words). */}
        {quantity > ORDER_LINE_QUANTITY_LIMIT && (
          <p className={styles.limit} role="status">
            {t('product.orderLineLimit', { max: ORDER_LINE_QUANTITY_LIMIT })}
          </p>
        )}
        <div className={styles.buttons} ref={buttons}>
          {/* Out of stock: muted, yet still answers a click with the spec's message (SPEC §5). */}
          <Button
            variant={inStock ? 'primary' : 'unavailable'}
            data-in-stock={inStock}
            disabled={isPending}
            onClick={onAddToCart}
          >
            {t('product.addToCart')}
          </Button>
          <Button variant={inStock ? 'secondary' : 'unavailable'} onClick={onRequestProforma}>
            {t('product.requestProforma')}
          </Button>
        </div>
        {!inStock && <NotifyWhenInStock productId={product.id_proizvoda} />}
      </div>
      {showBuyBar && <BuyBar product={product} onAddToCart={onAddToCart} busy={isPending} />}
    </>
  );
}
