import { errorMessage } from '@shop/shared/i18n/core';
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { HttpError } from '../http/http-error';
import { findOrderByNumber } from '../repositories/orders';
import { changeOrderStatus } from '../routes/orders/order-status';

/**
 * `tsx src/cli/cancel-order.ts <broj>`: cancels an order on the database of DATABASE_URL and returns its stock (which
 * emails whoever asked to be told a product is back). For staff until the admin panel has the screen; the end-to-end
 * tests raise stock this way. Running API instances serve the new stock once their short product cache expires.
 */
async function main(number: string | undefined): Promise<number> {
  if (!number) {
    console.error('Usage: tsx src/cli/cancel-order.ts <order number, e.g. 2026-000042>');
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
    const restocked = await changeOrderStatus(db, order.id, 'otkazana', config.site.url);
    console.log(`Order ${number} cancelled; stock returned for products ${restocked.join(', ')}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(errorMessage('sr', error.code, error.params));
    return 1;
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).then((code) => {
  process.exitCode = code;
});
