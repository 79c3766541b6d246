import { ADMIN_SALES_PAGE_SIZE, type AdminMessageSummary, endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { staffUserOf } from '../../../plugins/app/staff-access';
import { recordAudit } from '../audit';
import {
  type ContactMessageRow,
  countOpenMessages,
  findContactMessage,
  listAdminMessages,
  markMessageHandled,
} from './admin-message-repository';

function toSummary(row: ContactMessageRow): AdminMessageSummary {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    subject: row.subject,
    language: row.language,
    handled: row.handled_at === null ? null : { at: row.handled_at, by: row.handled_by ?? '' },
  };
}

const toMessage = (row: ContactMessageRow) => ({ ...toSummary(row), phone: row.phone, message: row.message });

/** The admin panel's contact-message calls (`/api/admin/…`): Admins only (`messages.manage`). */
const adminMessagesRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminListMessages, async (request) => {
    const { search, state, page } = request.query;
    const [{ rows, total }, open] = await Promise.all([
      listAdminMessages(app.db, { search, state, page }, ADMIN_SALES_PAGE_SIZE),
      countOpenMessages(app.db),
    ]);
    return { messages: rows.map(toSummary), page, pageSize: ADMIN_SALES_PAGE_SIZE, total, open };
  });

  routeEndpoint(app, endpoints.adminGetMessage, async (request) => {
    const row = await findContactMessage(app.db, request.params.id);
    if (!row) throw new HttpError('MESSAGE_NOT_FOUND');
    return toMessage(row);
  });

  /** Who and when, with the audit entry in the same transaction; a second mark answers 409 naming the first. */
  routeEndpoint(app, endpoints.adminMarkMessageHandled, async (request) => {
    const { id } = request.params;
    const staff = staffUserOf(request);
    return app.db.transaction().execute(async (trx) => {
      const before = await findContactMessage(trx, id);
      if (!before) throw new HttpError('MESSAGE_NOT_FOUND');
      const mark = { at: new Date().toISOString(), by: staff.email };
      if (!(await markMessageHandled(trx, id, mark))) {
        const current = (await findContactMessage(trx, id)) ?? before;
        throw new HttpError('MESSAGE_ALREADY_HANDLED', { by: current.handled_by ?? '' });
      }
      await recordAudit(trx, request, {
        action: 'message.handled',
        entity: 'message',
        entityId: id,
        before: { handled: null },
        after: { handled: mark },
      });
      return toMessage({ ...before, handled_at: mark.at, handled_by: mark.by });
    });
  });
};

export default adminMessagesRoutes;
