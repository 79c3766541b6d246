import type { OrderAgainChange } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { feningaToKm } from '../../../lib/money';
import { findCartLineQuantity, findProductForCart, setCartLineQuantity, sumCartQuantity } from '../../cart';
import { resolvePrices } from '../../pricing';
import { listOrderLines } from '../order-repository';

/**
 * "Order again": each line of the order goes into the user's cart at today's price (the user's, resolvePrices), as much as the stock allows
 * beside what the cart already holds, in one transaction. Answers the cart's new count and, line by line, what is not
 * as it was: a new price, less stock than ordered (some or none added), or a product no longer sold.
 */
export async function orderAgain(
  db: Kysely<Database>,
  userId: number,
  orderId: number,
): Promise<{ quantity: number; promjene: OrderAgainChange[] }> {
  const owner = { userId };
  return db.transaction().execute(async (trx) => {
    const changes: OrderAgainChange[] = [];
    // In product-id order, as checkout locks them, so the two never deadlock on MySQL.
    const lines = [...(await listOrderLines(trx, orderId))].sort((a, b) => a.product_id - b.product_id);
    // The user's price today at the quantity ordered (a company's price list), as the cart will show it.
    const prices = await resolvePrices(
      trx,
      userId,
      lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
    );
    for (const line of lines) {
      const product = await findProductForCart(trx, line.product_id);
      if (!product) {
        changes.push({ vrsta: 'ne_prodaje_se', naziv: line.product_name });
        continue;
      }
      const price = prices.get(product.id)?.unitPriceMinor;
      if (price !== undefined && price !== line.unit_price_minor) {
        changes.push({
          vrsta: 'cijena',
          naziv: product.name,
          stara_cijena: feningaToKm(line.unit_price_minor),
          nova_cijena: feningaToKm(price),
        });
      }
      const held = await findCartLineQuantity(trx, owner, product.id);
      const added = Math.min(line.quantity, Math.max(product.stock - (held ?? 0), 0));
      if (added === 0) {
        changes.push({ vrsta: 'nema_na_stanju', naziv: product.name });
        continue;
      }
      if (added < line.quantity) {
        changes.push({ vrsta: 'kolicina', naziv: product.name, naruceno: line.quantity, dodano: added });
      }
      await setCartLineQuantity(trx, owner, product.id, (held ?? 0) + added, held !== undefined);
    }
    return { quantity: await sumCartQuantity(trx, owner), promjene: changes };
  });
}
