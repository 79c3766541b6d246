import { endpoints, RELEASE_PACKAGES } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { listReleases, liveOf, rollBack } from '../../releases';
import { recordAudit } from '../audit';

/**
 * #Izdanja (decision 020): the kept releases of the shell and of each remote (`releases.read`), and a rollback to one
 * of them (`releases.rollback`, audited in the same transaction). Every instance follows at once (the cluster bus).
 */
const adminReleasesRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminListReleases, async () => {
    const kept = await listReleases(app.db);
    return {
      paketi: RELEASE_PACKAGES.map((paket) => {
        const releases = kept.filter((release) => release.package === paket);
        const live = liveOf(releases);
        return {
          paket,
          izdanja: releases.map((release) => ({
            id: release.releaseId,
            napravljeno: release.createdAt,
            uzivoOd: release.liveSince,
            uzivo: release === live,
          })),
        };
      }),
    };
  });

  routeEndpoint(app, endpoints.adminRollbackRelease, async (request) => {
    const { paket, izdanje } = request.body;
    const result = await app.db.transaction().execute(async (trx) => {
      const switched = await rollBack(trx, paket, izdanje);
      if (switched.ok) {
        await recordAudit(trx, request, {
          action: 'release.rollback',
          entity: 'release',
          entityId: paket,
          before: { izdanje: switched.from },
          after: { izdanje: switched.to },
        });
      }
      return switched;
    });
    if (!result.ok) throw new HttpError(result.reason);
    await app.liveReleases.announce();
    return { paket, sa: result.from, na: result.to };
  });
};

export default adminReleasesRoutes;
