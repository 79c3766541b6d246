import { type CompareList, endpoints, type HttpErrorCode } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type ItemOwner, ownerOf } from '../../db/item-owner';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { requestLanguage } from '../../http/language';
import { toCompareItem } from './compare-mapper';
import {
  addCompareItem,
  type CompareRefusalReason,
  clearCompareItems,
  findProductSubcategoryId,
  listCompareItems,
  removeCompareItem,
} from './compare-repository';

/** SPEC §7: a refused add answers 400 `{ type: 'error', message, code }`; the product shows the message as an error alert. */
const REFUSALS = {
  limit: 'COMPARE_LIMIT',
  subcategory: 'COMPARE_OTHER_SUBCATEGORY',
} as const satisfies Record<CompareRefusalReason, HttpErrorCode>;

/**
 * The compare list (SPEC §3, §5, §7): per guest session or signed-in user, at most 5 products of one subcategory.
 * Reading or emptying a list never starts a session; adding does (`ensureSession`).
 */
const compareRoutes: FastifyPluginAsync = async (app) => {
  const listFor = async (owner: ItemOwner, request: FastifyRequest): Promise<CompareList> =>
    (await listCompareItems(app.db, owner)).map((row) => toCompareItem(row, requestLanguage(request)));

  routeEndpoint(app, endpoints.getCompare, async (request) => {
    const session = await request.getSession();
    return session ? listFor(ownerOf(session), request) : [];
  });

  routeEndpoint(app, endpoints.addToCompare, async (request, reply) => {
    const productId = request.body.id_proizvoda;
    // The rule follows the product's real subcategory, whatever the client claims.
    const subcategoryId = await findProductSubcategoryId(app.db, productId);
    if (subcategoryId === undefined) throw new HttpError('PRODUCT_NOT_FOUND');
    const owner = ownerOf(await reply.ensureSession());
    const refusal = await app.db
      .transaction()
      .execute((trx) => addCompareItem(trx, owner, { id: productId, subcategoryId }));
    if (refusal) throw new HttpError(REFUSALS[refusal], undefined, true);
    return listFor(owner, request);
  });

  routeEndpoint(app, endpoints.removeFromCompare, async (request) => {
    const session = await request.getSession();
    if (!session) return [];
    const owner = ownerOf(session);
    await removeCompareItem(app.db, owner, request.body.id_proizvoda);
    return listFor(owner, request);
  });

  routeEndpoint(app, endpoints.clearCompare, async (request) => {
    const session = await request.getSession();
    if (session) await clearCompareItems(app.db, ownerOf(session));
    return { status: 200 as const };
  });
};

export default compareRoutes;
