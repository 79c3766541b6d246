import { languageOrDefault } from '@shop/shared/i18n/core';
import { sitePaths } from '@shop/shared/site';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { enqueueEmail } from '../../outbox/enqueue';
import type { CatalogChanges } from '../../plugins/app/catalog-changes';
import { backInStockEmail } from './back-in-stock-email';
import { listPendingStockNotifications, markStockNotificationsSent } from './stock-notification-repository';

/**
 * Every change of a product's stock goes through here (orders take it, cancellations return it; a staff edit must
 * too), so a product that comes back above 0 always emails whoever asked to be notified, exactly once per request,
 * and the change is recorded in `changes` (from `app.writeCatalog`): every instance's product pages follow it.
 *
 * A negative `delta` is taken only if that much is there (`stock >= -delta`, checked through the affected rows: the
 * oversell guard). Returns false when nothing changed (not enough stock, or no such product). Pass the transaction
 * of the business change, so the stock and the queued emails commit together. `siteUrl` (config.site.url) makes the
 * emails link to the product page; without it they name the product only.
 */
export async function changeStock(
  trx: DbOrTransaction,
  changes: CatalogChanges,
  productId: number,
  delta: number,
  siteUrl?: string,
): Promise<boolean> {
  let update = trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', delta) }))
    .where('id', '=', productId);
  if (delta < 0) update = update.where('stock', '>=', -delta);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  changes.product(productId);
  if (delta > 0) await notifyIfInStock(trx, productId, siteUrl);
  return true;
}

/** Queues the back-in-stock emails of a product whose stock is above 0 and marks the requests answered. */
async function notifyIfInStock(trx: DbOrTransaction, productId: number, siteUrl: string | undefined): Promise<void> {
  const product = await trx
    .selectFrom('products')
    .select(['name', 'slug', 'stock'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product || product.stock <= 0) return;
  const pending = await listPendingStockNotifications(trx, productId);
  if (pending.length === 0) return;
  for (const request of pending) {
    const productUrl = siteUrl
      ? `${siteUrl}${sitePaths(languageOrDefault(request.language)).product(product.slug)}`
      : null;
    await enqueueEmail(
      trx,
      backInStockEmail({ to: request.email, language: request.language, productName: product.name, productUrl }),
    );
  }
  await markStockNotificationsSent(
    trx,
    pending.map((request) => request.id),
  );
}
