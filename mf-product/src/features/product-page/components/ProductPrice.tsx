import type { Product } from '@shop/shared/contracts';
import { useBuyerPrices } from '@shop/shared/state';
import { Price, PriceTiers } from '@shop/shared/ui';

interface ProductPriceProps {
  product: Product;
  /** The quantity brackets of a buyer's price list, under the price (the page's summary; not the phone's buy bar). */
  withTiers?: boolean;
}

/**
 * The product's price: the shop's, as the server rendered it; for a signed-in company buyer, after hydration, their
 * price for one piece with the shop's struck through, and their prices by quantity.
 */
export function ProductPrice({ product, withTiers = false }: ProductPriceProps) {
  const buyerPrice = useBuyerPrices([product.id_proizvoda]).get(product.id_proizvoda);
  const forOne = buyerPrice?.cijene[0]?.cijena;
  if (!buyerPrice || forOne === undefined) {
    return (
      <Price
        current={product.trenutna_cijena}
        regular={product.prodajna_cijena_sa_pdv}
        onSale={product.naAkciji === 1}
      />
    );
  }
  return (
    <>
      <span data-testid="buyer-price">
        <Price current={forOne} regular={buyerPrice.redovna_cijena} onSale={forOne < buyerPrice.redovna_cijena} />
      </span>
      {withTiers && <PriceTiers price={buyerPrice} />}
    </>
  );
}
