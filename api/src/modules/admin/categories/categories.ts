import { endpoints, englishAfterUpdate, slugOf } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { recordAudit } from '../audit';
import {
  categorySlugTaken,
  countSubcategoriesOf,
  deleteCategory,
  findCategoryById,
  insertCategory,
  setPositions,
  siblingIds,
  updateCategory,
} from './admin-category-repository';
import { adminCategory, adminCategoryTree, isPermutationOf } from './tree';
import { withUniqueSlug } from './unique-slug';

/** Categories: the tree, create, rename (name, slug), delete when empty, and the menu order. */
const categoryRoutes: FastifyPluginAsync = async (app) => {
  /** The category as the panel shows it, once the write committed and the shop's caches followed. */
  const afterWrite = async (id: number) => {
    const category = await adminCategory(app.db, id);
    if (!category) throw new HttpError('CATEGORY_NOT_FOUND');
    return category;
  };

  routeEndpoint(app, endpoints.adminListCategories, () => adminCategoryTree(app.db));

  routeEndpoint(app, endpoints.adminCreateCategory, async (request) => {
    const { name, nameEn = null } = request.body;
    const slug = slugOf(request.body);
    const id = await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      if (await categorySlugTaken(trx, slug)) throw new HttpError('SLUG_IN_USE', { slug });
      // No image yet: the panel uploads one next (the shop shows none until then).
      const created = await withUniqueSlug(slug, () => insertCategory(trx, { name, nameEn, slug, imageUrl: '' }));
      const after = await findCategoryById(trx, created);
      await recordAudit(trx, request, { action: 'category.create', entity: 'category', entityId: created, after });
      return created;
    });
    return afterWrite(id);
  });

  routeEndpoint(app, endpoints.adminUpdateCategory, async (request) => {
    const { id } = request.params;
    const { name, nameEn } = request.body;
    const slug = slugOf(request.body);
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      const before = await findCategoryById(trx, id);
      if (!before) throw new HttpError('CATEGORY_NOT_FOUND');
      if (await categorySlugTaken(trx, slug, id)) throw new HttpError('SLUG_IN_USE', { slug });
      await withUniqueSlug(slug, () =>
        updateCategory(trx, id, { name, name_en: englishAfterUpdate(nameEn, before.name_en), slug }),
      );
      const after = await findCategoryById(trx, id);
      await recordAudit(trx, request, { action: 'category.update', entity: 'category', entityId: id, before, after });
    });
    return afterWrite(id);
  });

  routeEndpoint(app, endpoints.adminDeleteCategory, async (request) => {
    const { id } = request.params;
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      const before = await findCategoryById(trx, id);
      if (!before) throw new HttpError('CATEGORY_NOT_FOUND');
      // Products hang off subcategories: a category without subcategories has no products either.
      const count = await countSubcategoriesOf(trx, id);
      if (count > 0) throw new HttpError('CATEGORY_NOT_EMPTY', { count });
      await deleteCategory(trx, id);
      await recordAudit(trx, request, { action: 'category.delete', entity: 'category', entityId: id, before });
    });
    return { deleted: true as const };
  });

  routeEndpoint(app, endpoints.adminReorderCategories, async (request) => {
    const { ids } = request.body;
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      const before = await siblingIds(trx, {});
      if (!isPermutationOf(ids, before)) throw new HttpError('REORDER_STALE');
      await setPositions(trx, 'categories', ids);
      await recordAudit(trx, request, {
        action: 'category.reorder',
        entity: 'category',
        before: { order: before },
        after: { order: ids },
      });
    });
    return adminCategoryTree(app.db);
  });
};

export default categoryRoutes;
