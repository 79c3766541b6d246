import { endpoints, type SynonymGroup, synonymPhrasesOf } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { recordAudit } from '../audit';
import { searchReportSince } from './report-period';
import { searchQueryReport } from './search-stats-repository';
import {
  deleteSynonymGroup,
  findSynonymGroup,
  insertSynonymGroup,
  listSynonymGroups,
  type SynonymGroupRow,
  updateSynonymGroup,
} from './synonym-repository';

/** Stored as typed, comma-separated: one row is one group. */
const termsOf = (phrases: readonly string[]) => phrases.join(', ');

const toGroup = (row: SynonymGroupRow): SynonymGroup => ({
  id: row.id,
  izrazi: synonymPhrasesOf(row.terms),
  azurirano: row.updated_at,
});

/**
 * The admin panel's search settings (#Pretraga, `search.manage`): the synonym table, and the queries shoppers made.
 * Every synonym write is audited in its transaction and, once committed, reaches every instance's search
 * (`app.writeCatalog` records `synonyms`: the cluster bus; rendered pages are dropped too).
 */
const adminSearchRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminListSynonymGroups, async () => ({
    grupe: (await listSynonymGroups(app.db)).map(toGroup),
  }));

  routeEndpoint(app, endpoints.adminCreateSynonymGroup, async (request) => {
    const now = new Date().toISOString();
    const terms = termsOf(request.body.izrazi);
    const id = await app.writeCatalog(async (trx, changes) => {
      changes.synonyms();
      const created = await insertSynonymGroup(trx, terms, now);
      await recordAudit(trx, request, {
        action: 'synonyms.create',
        entity: 'synonyms',
        entityId: created,
        after: { izrazi: request.body.izrazi },
      });
      return created;
    });
    return toGroup({ id, terms, updated_at: now });
  });

  routeEndpoint(app, endpoints.adminUpdateSynonymGroup, async (request) => {
    const { id } = request.params;
    const now = new Date().toISOString();
    const terms = termsOf(request.body.izrazi);
    await app.writeCatalog(async (trx, changes) => {
      changes.synonyms();
      const before = await findSynonymGroup(trx, id);
      if (!before || !(await updateSynonymGroup(trx, id, terms, now))) throw new HttpError('SYNONYM_GROUP_NOT_FOUND');
      await recordAudit(trx, request, {
        action: 'synonyms.update',
        entity: 'synonyms',
        entityId: id,
        before: { izrazi: synonymPhrasesOf(before.terms) },
        after: { izrazi: request.body.izrazi },
      });
    });
    return toGroup({ id, terms, updated_at: now });
  });

  routeEndpoint(app, endpoints.adminDeleteSynonymGroup, async (request) => {
    const { id } = request.params;
    await app.writeCatalog(async (trx, changes) => {
      changes.synonyms();
      const before = await findSynonymGroup(trx, id);
      if (!before || !(await deleteSynonymGroup(trx, id))) throw new HttpError('SYNONYM_GROUP_NOT_FOUND');
      await recordAudit(trx, request, {
        action: 'synonyms.delete',
        entity: 'synonyms',
        entityId: id,
        before: { izrazi: synonymPhrasesOf(before.terms) },
      });
    });
    return { deleted: true as const };
  });

  routeEndpoint(app, endpoints.adminSearchQueries, async (request) => {
    const since = searchReportSince(new Date(), request.query.dana);
    const report = await searchQueryReport(app.db, since);
    const rowOf = (row: { query: string; searches: number; zeroResults: number }) => ({
      upit: row.query,
      pretraga: row.searches,
      bezRezultata: row.zeroResults,
    });
    return { od: since, najcesci: report.top.map(rowOf), bezRezultata: report.zeroResults.map(rowOf) };
  });
};

export default adminSearchRoutes;
