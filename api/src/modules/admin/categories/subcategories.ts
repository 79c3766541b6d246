import { endpoints, englishAfterUpdate, slugOf } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { recordAudit } from '../audit';
import {
  countProductsOf,
  deleteSubcategory,
  findCategoryById,
  findSubcategoryById,
  insertSubcategory,
  nextSubcategoryPosition,
  setPositions,
  siblingIds,
  subcategorySlugTaken,
  updateSubcategory,
} from './admin-category-repository';
import { adminCategoryTree, isPermutationOf, toAdminSubcategory } from './tree';
import { withUniqueSlug } from './unique-slug';

/** Subcategories: create, edit (name, slug, parent), delete when it has no products, and the order within a category. */
const subcategoryRoutes: FastifyPluginAsync = async (app) => {
  /** The subcategory as the panel shows it, once the write committed and the shop's caches followed. */
  const afterWrite = async (id: number) => {
    const row = await findSubcategoryById(app.db, id);
    if (!row) throw new HttpError('SUBCATEGORY_NOT_FOUND');
    return toAdminSubcategory(row, await countProductsOf(app.db, id));
  };

  routeEndpoint(app, endpoints.adminCreateSubcategory, async (request) => {
    const { name, nameEn = null, categoryId } = request.body;
    const slug = slugOf(request.body);
    const id = await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      if (!(await findCategoryById(trx, categoryId))) throw new HttpError('CATEGORY_NOT_FOUND');
      if (await subcategorySlugTaken(trx, categoryId, slug)) throw new HttpError('SLUG_IN_USE', { slug });
      const created = await withUniqueSlug(slug, () => insertSubcategory(trx, { categoryId, name, nameEn, slug }));
      const after = await findSubcategoryById(trx, created);
      await recordAudit(trx, request, {
        action: 'subcategory.create',
        entity: 'subcategory',
        entityId: created,
        after,
      });
      return created;
    });
    return afterWrite(id);
  });

  routeEndpoint(app, endpoints.adminUpdateSubcategory, async (request) => {
    const { id } = request.params;
    const { name, nameEn, categoryId } = request.body;
    const slug = slugOf(request.body);
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      const before = await findSubcategoryById(trx, id);
      if (!before) throw new HttpError('SUBCATEGORY_NOT_FOUND');
      const moves = categoryId !== before.category_id;
      if (moves && !(await findCategoryById(trx, categoryId))) throw new HttpError('CATEGORY_NOT_FOUND');
      if (await subcategorySlugTaken(trx, categoryId, slug, id)) throw new HttpError('SLUG_IN_USE', { slug });
      const position = moves ? await nextSubcategoryPosition(trx, categoryId) : before.position;
      await withUniqueSlug(slug, () =>
        updateSubcategory(trx, id, {
          name,
          name_en: englishAfterUpdate(nameEn, before.name_en),
          slug,
          category_id: categoryId,
          position,
        }),
      );
      const after = await findSubcategoryById(trx, id);
      await recordAudit(trx, request, {
        action: 'subcategory.update',
        entity: 'subcategory',
        entityId: id,
        before,
        after,
      });
    });
    return afterWrite(id);
  });

  routeEndpoint(app, endpoints.adminDeleteSubcategory, async (request) => {
    const { id } = request.params;
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      const before = await findSubcategoryById(trx, id);
      if (!before) throw new HttpError('SUBCATEGORY_NOT_FOUND');
      const count = await countProductsOf(trx, id);
      if (count > 0) throw new HttpError('SUBCATEGORY_NOT_EMPTY', { count });
      await deleteSubcategory(trx, id);
      await recordAudit(trx, request, { action: 'subcategory.delete', entity: 'subcategory', entityId: id, before });
    });
    return { deleted: true as const };
  });

  routeEndpoint(app, endpoints.adminReorderSubcategories, async (request) => {
    const categoryId = request.params.id;
    const { ids } = request.body;
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      if (!(await findCategoryById(trx, categoryId))) throw new HttpError('CATEGORY_NOT_FOUND');
      const before = await siblingIds(trx, { categoryId });
      if (!isPermutationOf(ids, before)) throw new HttpError('REORDER_STALE');
      await setPositions(trx, 'subcategories', ids);
      await recordAudit(trx, request, {
        action: 'subcategory.reorder',
        entity: 'category',
        entityId: categoryId,
        before: { order: before },
        after: { order: ids },
      });
    });
    return adminCategoryTree(app.db);
  });
};

export default subcategoryRoutes;
