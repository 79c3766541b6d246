import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { enqueueEmail } from '../../outbox/enqueue';
import { insertContactMessage } from './contact-message-repository';
import { contactEmailForStaff } from './staff-email';

/** The contact page's form: the message is stored and, in the same transaction, queued as an email to staff. */
const contactRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(
    app,
    endpoints.sendContactMessage,
    async (request) => {
      const message = { ...request.body, phone: request.body.phone || null };
      await app.db.transaction().execute(async (trx) => {
        const id = await insertContactMessage(trx, message);
        await enqueueEmail(trx, contactEmailForStaff(app.outbox.staffEmail, id, message));
      });
      return { status: 200 as const };
    },
    { rateLimit: 'contact' },
  );
};

export default contactRoutes;
