import type { FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { recordAudit } from '../audit';
import type { SaveProductResult } from './save-product';

/**
 * The audit entry of a `saveProduct` (`product.create` / `product.update`, before and after), in the save's
 * transaction; a save that changed nothing writes none.
 */
export async function auditProductSave(
  trx: DbOrTransaction,
  request: FastifyRequest,
  result: SaveProductResult,
): Promise<void> {
  if (!result.changed) return;
  await recordAudit(trx, request, {
    action: result.created ? 'product.create' : 'product.update',
    entity: 'product',
    entityId: result.id,
    before: result.before,
    after: result.after,
  });
}
