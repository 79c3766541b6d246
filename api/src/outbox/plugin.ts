import fp from 'fastify-plugin';
import type { EmailConfig } from '../config';
import { createEmailTransport } from './transport';
import { deliverDueEmails } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: EmailConfig;
  }
}

/**
 * Drains the email outbox every `pollMs` while the server runs (each API instance may run one; rows are claimed).
 * Delivery problems are logged and retried later: a request that queued an email never waits for SMTP.
 */
export default fp(
  async (app, config: EmailConfig) => {
    app.decorate('outbox', config);
    if (!config.runWorker) return;

    const transport = createEmailTransport(config);
    let running: Promise<void> | undefined;
    const tick = () => {
      running ??= app
        .ensureDatabaseSchema()
        .then(() => deliverDueEmails(app.db, transport, { from: config.from }))
        .then(({ sent, failed }) => {
          if (sent || failed) app.log.info({ sent, failed }, 'email outbox delivered');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'email outbox: delivery round failed'))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(tick, config.pollMs);
    timer.unref();
    app.addHook('onReady', async () => tick());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      transport.close();
    });
  },
  { name: 'email-outbox', dependencies: ['db'] },
);
