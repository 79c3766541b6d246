import { Link } from 'react-router-dom';
import type { ProductSummary } from '../contracts/catalog';
import { useTranslation } from '../i18n/useTranslation';
import { useAddToCart } from '../state/cart';
import { Availability } from './Availability';
import { Button } from './Button';
import { NotifyWhenInStock } from './NotifyWhenInStock';
import { Price } from './Price';
import styles from './ProductCard.module.css';
import { ProductLabel } from './ProductLabel';

interface ProductCardProps {
  product: ProductSummary;
  /**
   * The page's first row of cards holds its likely largest paint (LCP): their images load at once with high priority.
   * Every other card's image loads lazily. Both keep their size reserved (width/height), so nothing shifts.
   */
  priority?: boolean;
}

/** One product in a grid (category pages, search, promotions, 'Predlažemo za Vas'). */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { t, paths } = useTranslation();
  const { addToCart, isPending } = useAddToCart();
  const href = paths.product(product.slug);
  const inStock = product.kolicina > 0;

  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          src={product.url_slike}
          alt=""
          width={300}
          height={225}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </Link>
      {product.label && (
        <ProductLabel className={styles.label} colour={product.color}>
          {product.label}
        </ProductLabel>
      )}
      <h3 className={styles.name}>
        <Link to={href}>{product.naziv}</Link>
      </h3>
      <Price
        current={product.trenutna_cijena}
        regular={product.prodajna_cijena_sa_pdv}
        onSale={product.naAkciji === 1}
      />
      <Availability stock={product.kolicina} />
      {/* Out of stock: muted, yet still answers a click with the spec's message (SPEC §5). */}
      <Button
        variant={inStock ? 'primary' : 'unavailable'}
        className={styles.addToCart}
        data-in-stock={inStock}
        disabled={isPending}
        onClick={() =>
          addToCart({
            id: product.id_proizvoda,
            quantity: 1,
            stock: product.kolicina,
            name: product.naziv,
            price: product.trenutna_cijena,
          })
        }
      >
        {t('card.addToCart')}
      </Button>
      {!inStock && <NotifyWhenInStock productId={product.id_proizvoda} />}
    </article>
  );
}
