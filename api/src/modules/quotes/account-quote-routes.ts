import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { routeEndpoint } from '../../http/endpoint-route';
import { signedInUser } from '../accounts';
import { recordViewer } from '../companies';
import { loadVisibleQuote } from './load-quote';
import { acceptQuote, declineQuote, type QuoteLoader, requestQuoteChange } from './quote-answers';
import { listVisibleQuoteRequests } from './quote-repository';
import { toAccountQuoteSummary, toQuote } from './quote-view';

/**
 * The signed-in customer's quotes (/korisnik/ponude, issue 27), by the pro-forma request's id instead of the emailed
 * token (only its hash is stored): the requester, or an administrator of the company it was asked for, sees and answers
 * it; anyone else gets the 404 of a missing one.
 */
const accountQuoteRoutes: FastifyPluginAsync = async (app) => {
  const viewerOf = async (request: FastifyRequest) => recordViewer(app.db, (await signedInUser(app, request)).id);
  const byId = async (request: FastifyRequest, id: number): Promise<QuoteLoader> => {
    const viewer = await viewerOf(request);
    return (db: DbOrTransaction) => loadVisibleQuote(db, viewer, id);
  };

  routeEndpoint(app, endpoints.getMyQuotes, async (request) => {
    const viewer = await viewerOf(request);
    const now = new Date();
    const requests = await listVisibleQuoteRequests(app.db, viewer);
    return {
      requests: requests.map((row) => toAccountQuoteSummary(row, viewer.userId, now)),
      companyWide: viewer.companyId !== null,
    };
  });

  routeEndpoint(app, endpoints.getMyQuote, async (request) => {
    const load = await byId(request, request.params.id);
    return toQuote(await load(app.db), new Date());
  });

  routeEndpoint(app, endpoints.acceptMyQuote, async (request, reply) =>
    acceptQuote(app, request, reply, await byId(request, request.params.id)),
  );

  routeEndpoint(app, endpoints.declineMyQuote, async (request) =>
    declineQuote(app, await byId(request, request.params.id)),
  );

  routeEndpoint(
    app,
    endpoints.requestMyQuoteChange,
    async (request) => requestQuoteChange(app, await byId(request, request.params.id), request.body.message),
    { rateLimit: 'quoteChange' },
  );
};

export default accountQuoteRoutes;
