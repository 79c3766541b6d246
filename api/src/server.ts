import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedEmptyDatabase } from './demo/seed-on-start';

/** In-flight requests get this long to finish on SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  await seedEmptyDatabase(app, config);

  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    setTimeout(() => {
      app.log.error('Shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);

  await app.listen({ port: config.server.port, host: config.server.host });
}

main().catch((error: unknown) => {
  // Bad env is a clear message, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
