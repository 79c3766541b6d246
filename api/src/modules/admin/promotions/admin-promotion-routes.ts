import {
  type AdminPromotionInput,
  endpoints,
  englishAfterUpdate,
  PRODUCT_PICK_LIMIT,
  slugOf,
} from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { recordAudit } from '../audit';
import { withUniqueSlug } from '../categories';
import {
  deletePromotion,
  existingProductIds,
  findAdminPromotion,
  insertPromotion,
  listAdminPromotions,
  listPromotionProductRows,
  type PromotionValues,
  promotionSlugTaken,
  replacePromotionProducts,
  searchProductsToPick,
  updatePromotion,
} from './admin-promotion-repository';
import { promotionDetail, toAdminPromotion, toPickedProduct } from './promotion-view';

/** Stored as UTC ISO strings: the shop compares them as text with the current time. */
const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** `stored`: the promotion's English name before an update (absent from the body: kept). */
const valuesOf = (input: AdminPromotionInput, stored?: string | null): PromotionValues => ({
  name: input.name,
  name_en: englishAfterUpdate(input.nameEn, stored),
  slug: slugOf(input),
  starts_at: instant(input.startsAt),
  ends_at: instant(input.endsAt),
});

/** The admin panel's promotions calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminPromotionsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminListPromotions, async (request) => {
    const now = new Date().toISOString();
    const rows = await listAdminPromotions(app.db, request.query.search);
    return { promotions: rows.map((row) => toAdminPromotion(row, now)) };
  });

  routeEndpoint(app, endpoints.adminGetPromotion, (request) => promotionDetail(app.db, request.params.id));

  routeEndpoint(app, endpoints.adminCreatePromotion, async (request) => {
    const values = valuesOf(request.body);
    const id = await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      if (await promotionSlugTaken(trx, values.slug)) throw new HttpError('SLUG_IN_USE', { slug: values.slug });
      const created = await withUniqueSlug(values.slug, () => insertPromotion(trx, values));
      await recordAudit(trx, request, {
        action: 'promotion.create',
        entity: 'promotion',
        entityId: created,
        after: { id: created, ...values },
      });
      return created;
    });
    return promotionDetail(app.db, id);
  });

  routeEndpoint(app, endpoints.adminUpdatePromotion, async (request) => {
    const { id } = request.params;
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      const before = await findAdminPromotion(trx, id);
      if (!before) throw new HttpError('PROMOTION_NOT_FOUND');
      const values = valuesOf(request.body, before.name_en);
      if (await promotionSlugTaken(trx, values.slug, id)) throw new HttpError('SLUG_IN_USE', { slug: values.slug });
      await withUniqueSlug(values.slug, () => updatePromotion(trx, id, values));
      const { product_count: _count, ...unchanged } = before;
      await recordAudit(trx, request, {
        action: 'promotion.update',
        entity: 'promotion',
        entityId: id,
        before: unchanged,
        after: { id, ...values },
      });
    });
    return promotionDetail(app.db, id);
  });

  routeEndpoint(app, endpoints.adminDeletePromotion, async (request) => {
    const { id } = request.params;
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      const before = await findAdminPromotion(trx, id);
      if (!before) throw new HttpError('PROMOTION_NOT_FOUND');
      const products = await listPromotionProductRows(trx, id);
      await deletePromotion(trx, id);
      await recordAudit(trx, request, {
        action: 'promotion.delete',
        entity: 'promotion',
        entityId: id,
        before: { ...before, productIds: products.map((product) => product.id) },
      });
    });
    return { deleted: true as const };
  });

  routeEndpoint(app, endpoints.adminSetPromotionProducts, async (request) => {
    const { id } = request.params;
    // A product named twice keeps its first place.
    const productIds = [...new Set(request.body.productIds)];
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      if (!(await findAdminPromotion(trx, id))) throw new HttpError('PROMOTION_NOT_FOUND');
      const known = await existingProductIds(trx, productIds);
      if (productIds.some((productId) => !known.has(productId))) throw new HttpError('PRODUCT_NOT_FOUND');
      const before = (await listPromotionProductRows(trx, id)).map((product) => product.id);
      await replacePromotionProducts(trx, id, productIds);
      await recordAudit(trx, request, {
        action: 'promotion.products',
        entity: 'promotion',
        entityId: id,
        before: { productIds: before },
        after: { productIds },
      });
    });
    return promotionDetail(app.db, id);
  });

  routeEndpoint(app, endpoints.adminPickPromotionProducts, async (request) => {
    const rows = await searchProductsToPick(app.db, request.query.search, PRODUCT_PICK_LIMIT);
    return { products: rows.map(toPickedProduct) };
  });
};

export default adminPromotionsRoutes;
