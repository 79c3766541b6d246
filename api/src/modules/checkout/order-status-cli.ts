import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/contracts';
import { loadConfig } from '../../config';
import { createDb } from '../../db/create-db';
import { HttpError } from '../../http/http-error';
import { findOrderByNumber } from './order-repository';
import { changeOrderStatus } from './order-status';

const USAGE = `Usage: pnpm --filter api order:status <order number> <status> [<status> …]
Moves the order (in DATABASE_URL) through each status in turn, as the admin panel does (the customer is emailed): ${ORDER_STATUSES.join(', ')}.
Example: pnpm --filter api order:status 2026-000042 potvrđena poslana isporučena`;

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * Changes an order's status from the command line through `changeOrderStatus`, the function the admin panel uses
 * too (stock, loyalty points, the timeline and the customer's email follow); the end-to-end tests use it for setup.
 * A running server's cached product answers (stock after a cancellation) catch up within their TTL.
 */
async function main(args: string[]): Promise<number> {
  const [number, ...statuses] = args;
  if (!number || statuses.length === 0 || !statuses.every(isStatus)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = createDb(config.database.url, config.database);
  try {
    const order = await findOrderByNumber(db, number);
    if (!order) {
      console.error(`No order ${number}.`);
      return 1;
    }
    for (const status of statuses) {
      // The site URL: a cancellation's back-in-stock emails link to the product.
      await changeOrderStatus(db, order.id, status, { siteUrl: config.site.url });
      console.log(`${number}: ${status}`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(`${number}: refused (${error.code} ${JSON.stringify(error.params ?? {})})`);
    return 1;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
