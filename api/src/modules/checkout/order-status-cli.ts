import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { ClusterBus } from '../../cluster/cluster-bus';
import { loadConfig } from '../../config';
import { createDb } from '../../db/create-db';
import { HttpError } from '../../http/http-error';
import { CATALOG_TOPIC, catalogWriter } from '../../plugins/app/catalog-changes';
import { findOrderByNumber } from './order-repository';
import { changeOrderStatus } from './order-status';

const USAGE = `Usage: pnpm --filter api order:status <order number> <status> [<status> …]
Moves the order (in DATABASE_URL) through each status in turn, as the admin panel does (the customer is emailed): ${ORDER_STATUSES.join(', ')}.
Example: pnpm --filter api order:status 2026-000042 potvrđena poslana isporučena`;

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * Changes an order's status from the command line through `changeOrderStatus`, the function the admin panel uses
 * too (stock, loyalty points, the timeline and the customer's email follow); the end-to-end tests use it for setup.
 * Stock returned by a cancellation reaches running servers' caches over Redis when REDIS_URL is set (as the admin
 * panel's change does); without Redis a running server's cached product pages catch up within their TTL.
 */
async function main(args: string[]): Promise<number> {
  const [number, ...statuses] = args;
  if (!number || statuses.length === 0 || !statuses.every(isStatus)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = createDb(config.database.url, config.database);
  const bus = new ClusterBus({ ...config.cluster, log: consoleLog });
  await connected(bus);
  const writeCatalog = catalogWriter(db, (change) => bus.publish(CATALOG_TOPIC, change));
  try {
    const order = await findOrderByNumber(db, number);
    if (!order) {
      console.error(`No order ${number}.`);
      return 1;
    }
    for (const status of statuses) {
      // The site URL: a cancellation's back-in-stock emails link to the product.
      await changeOrderStatus(writeCatalog, order.id, status, { siteUrl: config.site.url });
      console.log(`${number}: ${status}`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(`${number}: refused (${error.code} ${JSON.stringify(error.params ?? {})})`);
    return 1;
  } finally {
    await bus.close();
    await db.destroy();
  }
}

/** The cluster bus's warnings (Redis unreachable) on stderr; nothing else. */
const quiet = () => {};
const consoleLog: FastifyBaseLogger = {
  level: 'warn',
  fatal: console.error,
  error: console.error,
  warn: console.warn,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => consoleLog,
};

/** With REDIS_URL, waits (up to 2 s) for the link, so a change this process makes is heard by the servers. */
async function connected(bus: ClusterBus): Promise<void> {
  for (let waited = 0; bus.state === 'degraded' && waited < 2_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
