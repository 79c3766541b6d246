import type { AdminProductBulkAction, AdminProductBulkResult } from '@shop/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';
import type { CatalogChanges } from '../../../plugins/app/catalog-changes';
import { recordAudit } from '../audit';
import { setProductStock } from './save-product';

type Skipped = AdminProductBulkResult['skipped'][number];

interface BulkRow {
  id: number;
  price_minor: number;
  sale_price_minor: number | null;
  on_sale: number;
  subcategory_id: number;
  stock: number;
  hidden: number;
}

/** The columns a bulk action changes, or a reason to leave the product as it is. */
type Patch = Partial<Pick<BulkRow, 'sale_price_minor' | 'on_sale' | 'subcategory_id' | 'hidden'>> | Skipped['code'];

/** Sale price for `percent` off, in whole feninga; undefined when it would not be below the price (or not above 0). */
export function discountedPriceMinor(priceMinor: number, percent: number): number | undefined {
  const sale = Math.round(priceMinor * (1 - percent / 100));
  return sale > 0 && sale < priceMinor ? sale : undefined;
}

function patchOf(action: AdminProductBulkAction, row: BulkRow): Patch {
  switch (action.action) {
    case 'putOnSale': {
      const sale = discountedPriceMinor(row.price_minor, action.percent);
      return sale === undefined ? 'SALE_PRICE_NOT_BELOW_PRICE' : { sale_price_minor: sale, on_sale: 1 };
    }
    case 'endSale':
      return { on_sale: 0, sale_price_minor: null };
    case 'move':
      return { subcategory_id: action.subcategoryId };
    case 'hide':
      return { hidden: 1 };
    case 'show':
      return { hidden: 0 };
    case 'setStock':
      return {};
  }
}

/** Only the entries of `patch` that differ from the row. */
function changedEntries(patch: Exclude<Patch, string>, row: BulkRow) {
  return Object.fromEntries(
    Object.entries(patch).filter(([column, value]) => row[column as keyof BulkRow] !== value),
  ) as Exclude<Patch, string>;
}

/**
 * Applies one bulk action to the selected products, inside the caller's transaction: every changed product gets its
 * version bumped (an editor open on it gets EDIT_CONFLICT rather than undoing the action) and an audit entry with the
 * changed columns before and after. Stock goes through `changeStock`, so "back in stock" emails go out.
 * Each changed product is recorded in `changes` (from `app.writeCatalog`). Returns the changed ids and what was
 * skipped.
 */
export async function runBulkAction(
  trx: DbOrTransaction,
  changes: CatalogChanges,
  request: FastifyRequest,
  action: AdminProductBulkAction,
  siteUrl: string | undefined,
): Promise<{ changedIds: number[]; skipped: Skipped[] }> {
  if (action.action === 'move') {
    const found = await trx
      .selectFrom('subcategories')
      .select('id')
      .where('id', '=', action.subcategoryId)
      .executeTakeFirst();
    if (!found) throw new HttpError('UNKNOWN_SUBCATEGORY');
  }
  const ids = [...new Set(action.ids)];
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'price_minor', 'sale_price_minor', 'on_sale', 'subcategory_id', 'stock', 'hidden'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const changedIds: number[] = [];
  const skipped: Skipped[] = [];
  const now = new Date().toISOString();

  for (const id of ids) {
    const row = byId.get(id);
    if (!row) {
      skipped.push({ id, code: 'PRODUCT_NOT_FOUND' });
      continue;
    }
    const patch = patchOf(action, row);
    if (typeof patch === 'string') {
      skipped.push({ id, code: patch });
      continue;
    }
    const columns = changedEntries(patch, row);
    const stockChanges = action.action === 'setStock' && row.stock !== action.stock;
    if (Object.keys(columns).length === 0 && !stockChanges) continue;

    await trx
      .updateTable('products')
      .set((eb) => ({ ...columns, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    if (action.action === 'setStock') await setProductStock(trx, changes, id, action.stock, siteUrl);

    const before = Object.fromEntries(Object.keys(columns).map((column) => [column, row[column as keyof BulkRow]]));
    const after: Record<string, unknown> = { ...columns };
    if (action.action === 'setStock') {
      before.stock = row.stock;
      after.stock = action.stock;
    }
    await recordAudit(trx, request, {
      action: `product.bulk.${action.action}`,
      entity: 'product',
      entityId: id,
      before,
      after,
    });
    changedIds.push(id);
    changes.product(id);
  }
  return { changedIds, skipped };
}
