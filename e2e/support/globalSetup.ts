import { startShopServer } from './shopServer';

/** One production server for the whole run; tests that need a special server start their own. */
export default async function globalSetup() {
  const server = await startShopServer(Number(process.env.E2E_PORT));
  // Tests run in worker processes, which inherit this: see `runApiCli`.
  process.env.E2E_SHOP_DATABASE_URL = server.databaseUrl;
  return () => server.stop();
}
