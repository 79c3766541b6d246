import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import clusterPlugin from './cluster/plugin';
import type { AppConfig } from './config';
import { createDb } from './db/create-db';
import { SchemaUpgrade } from './db/schema-upgrade';
import { serverTimeouts } from './http/server-timeouts';
import { zodValidatorCompiler } from './http/validation';
import { accountAuthRoutes, accountRoutes, sessionRoutes } from './modules/accounts';
import { adminRoutes } from './modules/admin';
import { approvalRoutes, holdForApproval } from './modules/approvals';
import { cartRoutes } from './modules/cart';
import { catalogRoutes, categoryRoutes, sitemapRoutes } from './modules/catalog';
import { chatRoutes } from './modules/chat';
import { createTestPaymentProvider, orderRoutes, type PaymentProvider } from './modules/checkout';
import { companyAccountRoutes } from './modules/companies';
import { compareRoutes } from './modules/compare';
import { contactRoutes } from './modules/contact';
import { favouriteRoutes } from './modules/favourites';
import { imageRoutes } from './modules/images';
import { loyaltyRoutes } from './modules/loyalty';
import { buyerPriceRoutes } from './modules/pricing';
import { productHtmlRoutes, productResponseCachePlugin, productRoutes } from './modules/products';
import { proformaRoutes } from './modules/proforma';
import { accountQuoteRoutes, quoteRoutes } from './modules/quotes';
import { liveReleasesPlugin } from './modules/releases';
import { searchIndexPlugin, searchRoutes } from './modules/search';
import { healthRoutes, remotesRoutes, siteConfigRoutes } from './modules/site';
import { stockNotificationRoutes } from './modules/stock';
import outboxPlugin from './outbox/plugin';
import catalogChangesPlugin from './plugins/app/catalog-changes';
import compressionPlugin from './plugins/app/compression';
import crossSiteGuardPlugin from './plugins/app/cross-site-guard';
import dbPlugin, { migrateAtStart } from './plugins/app/db';
import errorHandlerPlugin from './plugins/app/error-handler';
import noStorePlugin from './plugins/app/no-store';
import sessionPlugin from './plugins/app/session';
import siteOriginPlugin from './plugins/app/site-origin';
import staffAccessPlugin from './plugins/app/staff-access';
import cookiePlugin from './plugins/external/cookie';
import formbodyPlugin from './plugins/external/formbody';
import helmetPlugin from './plugins/external/helmet';
import multipartPlugin from './plugins/external/multipart';
import rateLimitPlugin from './plugins/external/rate-limit';
import staticPlugin from './plugins/external/static';
import websocketPlugin from './plugins/external/websocket';
import serverRenderPlugin from './ssr/plugin';
import { badUrlHandler, notFoundHandler } from './static/shell-fallback';
import staticFileRoutes from './static/static-file-routes';

export interface BuildAppOptions {
  config: AppConfig;
  /** Fastify's logger option; tests pass `false`. Defaults to pino at `config.server.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  /** The card gateway (tests pass their own); default: the test provider where `config.payments.testProvider`, else none. */
  paymentProvider?: PaymentProvider;
}

/**
 * The API and, in production, the static frontends. Used by server.ts and by the tests (`app.inject`).
 *
 * Plugins are registered from this one ordered list rather than @fastify/autoload: the order (external → app →
 * routes) and each plugin's options are visible and type-checked here, and nothing depends on scanning folders or on
 * how tsx and Jest each load TypeScript files.
 */
export async function buildApp({
  config,
  logger,
  paymentProvider = config.payments.testProvider ? createTestPaymentProvider() : undefined,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.server.logLevel },
    trustProxy: config.server.trustProxy,
    // Product names in URLs can be long once percent-encoded.
    routerOptions: { maxParamLength: 1000 },
    // A URL the router cannot decode: the not-found page for a navigation, JSON for the API.
    frameworkErrors: badUrlHandler(config.staticFiles.root),
    ...serverTimeouts(config.server),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    await app.register(clusterPlugin, config.cluster);
    await app.register(helmetPlugin, { remotes: config.remotes, site: config.site });
    await app.register(cookiePlugin);
    await app.register(formbodyPlugin);
    await app.register(multipartPlugin);
    await app.register(websocketPlugin);
    await app.register(staticPlugin);
    await app.register(rateLimitPlugin, config.rateLimit);

    await app.register(errorHandlerPlugin);
    await app.register(siteOriginPlugin, config.site);
    await app.register(crossSiteGuardPlugin);
    await app.register(noStorePlugin);
    // After the hooks that may change an answer, so the compressed body is the final one.
    await app.register(compressionPlugin);
    const { url, readUrl, timeoutMs, readAfterWriteMs } = config.database;
    const schema = new SchemaUpgrade(url, timeoutMs);
    await migrateAtStart(schema, app.log);
    await app.register(dbPlugin, {
      db: createDb(url, { timeoutMs }),
      replica: readUrl ? createDb(readUrl, { timeoutMs }) : undefined,
      readAfterWriteMs,
      schema,
      schemaWaitMs: config.server.requestTimeoutMs,
    });
    await app.register(sessionPlugin, config.session);
    await app.register(staffAccessPlugin);
    // The owner of what the catalogue caches, before the caches that register with it.
    await app.register(catalogChangesPlugin);
    await app.register(productResponseCachePlugin, config.productCache);
    await app.register(searchIndexPlugin);
    await app.register(outboxPlugin, config.email);
    await app.register(liveReleasesPlugin, config.releases);
    await app.register(serverRenderPlugin, {
      ...config.serverRender,
      staticRoot: config.staticFiles.root,
      remotes: config.remotes,
      siteUrl: config.site.url,
    });

    await app.register(healthRoutes);
    await app.register(sessionRoutes, config.accounts);
    await app.register(accountAuthRoutes, config.accounts);
    await app.register(accountRoutes, config.accounts);
    await app.register(companyAccountRoutes);
    await app.register(categoryRoutes);
    await app.register(catalogRoutes);
    await app.register(searchRoutes);
    await app.register(productRoutes);
    await app.register(favouriteRoutes);
    await app.register(compareRoutes);
    await app.register(buyerPriceRoutes);
    await app.register(cartRoutes, config.orders);
    await app.register(proformaRoutes);
    await app.register(quoteRoutes);
    await app.register(accountQuoteRoutes);
    await app.register(orderRoutes, { paymentProvider: paymentProvider ?? null, holdForApproval, ...config.orders });
    await app.register(approvalRoutes);
    await app.register(loyaltyRoutes);
    await app.register(stockNotificationRoutes);
    await app.register(adminRoutes);
    await app.register(remotesRoutes, { remotes: config.remotes });
    await app.register(siteConfigRoutes, config.site);
    await app.register(contactRoutes);
    await app.register(sitemapRoutes);
    await app.register(productHtmlRoutes, { staticRoot: config.staticFiles.root });
    await app.register(chatRoutes);
    await app.register(imageRoutes);
    await app.register(staticFileRoutes, {
      staticRoot: config.staticFiles.root,
      serveSourceMaps: config.server.nodeEnv !== 'production',
    });
    // Last, as in fastify/demo: whatever no route answered (history fallback for navigations).
    app.setNotFoundHandler(notFoundHandler(config.staticFiles.root));
  } catch (error) {
    // Release what was opened so far (the DB pool) before reporting the failed start.
    await app.close().catch(() => {});
    throw error;
  }

  return app;
}
