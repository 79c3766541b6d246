import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { loadQuoteByToken } from './load-quote';
import { acceptQuote, declineQuote, requestQuoteChange } from './quote-answers';
import { toQuote } from './quote-view';

/** The customer's side of a quote, by its link's token (no sign-in: a guest's request works the same). */
const quoteRoutes: FastifyPluginAsync = async (app) => {
  const byToken = (token: string) => (db: Parameters<typeof loadQuoteByToken>[0]) => loadQuoteByToken(db, token);

  routeEndpoint(app, endpoints.getQuote, async (request) => {
    return toQuote(await loadQuoteByToken(app.db, request.params.token), new Date());
  });

  routeEndpoint(app, endpoints.acceptQuote, (request, reply) =>
    acceptQuote(app, request, reply, byToken(request.params.token)),
  );

  routeEndpoint(app, endpoints.declineQuote, (request) => declineQuote(app, byToken(request.params.token)));

  routeEndpoint(
    app,
    endpoints.requestQuoteChange,
    (request) => requestQuoteChange(app, byToken(request.params.token), request.body.message),
    { rateLimit: 'quoteChange' },
  );
};

export default quoteRoutes;
