import { startShopServer } from './shopServer';

/** One production server for the whole run; tests that need a special server start their own. */
export default async function globalSetup() {
  const server = await startShopServer(Number(process.env.E2E_PORT));
  return () => server.stop();
}
