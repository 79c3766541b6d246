import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { recordAudit } from '../audit';
import { listAdminProductLookups, listAdminProducts, productIsInOrders } from './admin-product-repository';
import { adminProductView, toAdminProductRow } from './admin-product-view';
import { auditProductSave } from './audit-product';
import { loadProductSnapshot } from './product-snapshot';
import { saveProduct } from './save-product';

/** The table, the editor's product, create, update (with the edit conflict), hide/show and delete. */
const productRoutes: FastifyPluginAsync = async (app) => {
  // Never cached: the table shows every change at once.
  routeEndpoint(app, endpoints.adminListProducts, async (request) => {
    const { rows, total } = await listAdminProducts(app.db, request.query);
    return { rows: rows.map(toAdminProductRow), total, page: request.query.page, pageSize: request.query.pageSize };
  });

  routeEndpoint(app, endpoints.adminProductLookups, () => listAdminProductLookups(app.db));

  routeEndpoint(app, endpoints.adminGetProduct, (request) => adminProductView(app.db, request.params.id));

  routeEndpoint(app, endpoints.adminCreateProduct, async (request) => {
    const saved = await app.writeCatalog(async (trx, changes) => {
      const result = await saveProduct(trx, changes, request.body, { siteUrl: request.siteOrigin() });
      await auditProductSave(trx, request, result);
      return result;
    });
    return adminProductView(app.db, saved.id);
  });

  routeEndpoint(app, endpoints.adminUpdateProduct, async (request) => {
    const { id } = request.params;
    const { version, ...input } = request.body;
    await app.writeCatalog(async (trx, changes) => {
      const existing = await loadProductSnapshot(trx, { id });
      if (!existing) throw new HttpError('PRODUCT_NOT_FOUND');
      const result = await saveProduct(trx, changes, input, {
        existing,
        expectedVersion: version,
        siteUrl: request.siteOrigin(),
      });
      await auditProductSave(trx, request, result);
    });
    return adminProductView(app.db, id);
  });

  routeEndpoint(app, endpoints.adminSetProductVisibility, async (request) => {
    const { id } = request.params;
    const hidden = request.body.hidden ? 1 : 0;
    await app.writeCatalog(async (trx, changes) => {
      const before = await loadProductSnapshot(trx, { id });
      if (!before) throw new HttpError('PRODUCT_NOT_FOUND');
      if (before.hidden === request.body.hidden) return;
      // The version moves like any other save (an editor still showing the old state gets EDIT_CONFLICT rather than
      // undoing this), and `updated_at` so other API instances' search indexes pick the change up.
      await trx
        .updateTable('products')
        .set((eb) => ({ hidden, updated_at: new Date().toISOString(), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, request, {
        action: hidden ? 'product.hide' : 'product.show',
        entity: 'product',
        entityId: id,
        before: { hidden: before.hidden },
        after: { hidden: request.body.hidden },
      });
      changes.product(id);
    });
    return adminProductView(app.db, id);
  });

  /*
   * Deleting: a product that any order or pro-forma request names is refused (409 `PRODUCT_IN_ORDERS`): order lines
   * keep a snapshot of name and price, yet the account's order page, "order again" and the reports still link the
   * product by id, and the audit trail should be able to show what was sold. Staff hide such a product instead.
   * Anything else goes, with its images, specifications, former slugs and shoppers' cart/compare/favourite rows
   * (foreign keys cascade). The image files stay stored: paths are immutable and may be cached anywhere.
   */
  routeEndpoint(app, endpoints.adminDeleteProduct, async (request) => {
    const { id } = request.params;
    await app.writeCatalog(async (trx, changes) => {
      const before = await loadProductSnapshot(trx, { id });
      if (!before) throw new HttpError('PRODUCT_NOT_FOUND');
      if (await productIsInOrders(trx, id)) throw new HttpError('PRODUCT_IN_ORDERS');
      await trx.deleteFrom('products').where('id', '=', id).execute();
      await recordAudit(trx, request, { action: 'product.delete', entity: 'product', entityId: id, before });
      changes.removedProduct(id);
    });
    return { deleted: true as const, id };
  });
};

export default productRoutes;
