import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import type { CatalogChanges } from '../../../plugins/app/catalog-changes';
import { recordAudit } from '../audit';
import {
  deleteEnglishTerm,
  findEnglishTerm,
  insertEnglishTerm,
  listEnglishTerms,
  productsUsingWord,
  updateEnglishTerm,
} from './english-term-repository';

/**
 * The products showing `word` change with its English: their cached answers are dropped and the search reindexes
 * them (the English of a value is searchable), on every instance.
 */
async function recordProductsUsing(trx: DbOrTransaction, changes: CatalogChanges, word: string) {
  changes.product(...(await productsUsingWord(trx, word)));
}

/**
 * The English of the words specifications are made of (#Kategorije, `catalog.write`; decision 019): one table for
 * the whole catalogue. Every write is audited in its transaction.
 */
const englishTermRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminListEnglishTerms, async () => ({ terms: await listEnglishTerms(app.db) }));

  routeEndpoint(app, endpoints.adminSaveEnglishTerm, async (request) => {
    const { serbian, english } = request.body;
    const id = await app.writeCatalog(async (trx, changes) => {
      const before = await findEnglishTerm(trx, { serbian });
      const saved = before ? before.id : await insertEnglishTerm(trx, serbian, english);
      if (before) await updateEnglishTerm(trx, before.id, english);
      await recordProductsUsing(trx, changes, serbian);
      await recordAudit(trx, request, {
        action: before ? 'englishTerm.update' : 'englishTerm.create',
        entity: 'englishTerm',
        entityId: saved,
        before,
        after: { id: saved, serbian, english },
      });
      return saved;
    });
    return { id, serbian, english };
  });

  routeEndpoint(app, endpoints.adminDeleteEnglishTerm, async (request) => {
    const { id } = request.params;
    await app.writeCatalog(async (trx, changes) => {
      const before = await findEnglishTerm(trx, { id });
      if (!before) throw new HttpError('ENGLISH_TERM_NOT_FOUND');
      await deleteEnglishTerm(trx, id);
      await recordProductsUsing(trx, changes, before.serbian);
      await recordAudit(trx, request, { action: 'englishTerm.delete', entity: 'englishTerm', entityId: id, before });
    });
    return { deleted: true as const };
  });
};

export default englishTermRoutes;
