import {
  ADMIN_PROFORMA_PDF_ROUTE,
  ADMIN_SALES_PAGE_SIZE,
  AdminProformaParams,
  endpoints,
} from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { enqueueEmail } from '../../../outbox/enqueue';
import { staffUserOf } from '../../../plugins/app/staff-access';
import { renderProformaPdf } from '../../documents';
import { recordAudit } from '../audit';
import { proformaDocumentOf, toAdminProforma, toAdminProformaSummary } from './admin-proforma';
import {
  countOpenProformas,
  findProforma,
  insertProformaReply,
  listAdminProformas,
  listProformaItems,
  listProformaReplies,
  markProformaAnswered,
} from './admin-proforma-repository';
import { proformaReplyEmail } from './proforma-reply-email';

async function loadProforma(db: DbOrTransaction, id: number) {
  const row = await findProforma(db, id);
  if (!row) throw new HttpError('PROFORMA_NOT_FOUND');
  const [items, replies] = await Promise.all([listProformaItems(db, id), listProformaReplies(db, id)]);
  return { row, items, replies };
}

/** The admin panel's pro-forma calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminProformasRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminListProformas, async (request) => {
    const { search, state, quote, page } = request.query;
    const [{ rows, total }, open] = await Promise.all([
      listAdminProformas(app.db, { search, state, quote, page }, ADMIN_SALES_PAGE_SIZE),
      countOpenProformas(app.db),
    ]);
    return { proformas: rows.map(toAdminProformaSummary), page, pageSize: ADMIN_SALES_PAGE_SIZE, total, open };
  });

  routeEndpoint(app, endpoints.adminGetProforma, async (request) => {
    const { row, items, replies } = await loadProforma(app.db, request.params.id);
    return toAdminProforma(row, items, replies);
  });

  /** Who and when, with the audit entry in the same transaction; a second mark answers 409 naming the first. */
  routeEndpoint(app, endpoints.adminMarkProformaAnswered, async (request) => {
    const { id } = request.params;
    const staff = staffUserOf(request);
    return app.db.transaction().execute(async (trx) => {
      const before = await loadProforma(trx, id);
      const mark = { at: new Date().toISOString(), by: staff.email };
      if (!(await markProformaAnswered(trx, id, mark))) {
        const current = (await findProforma(trx, id)) ?? before.row;
        throw new HttpError('PROFORMA_ALREADY_ANSWERED', { by: current.answered_by ?? '' });
      }
      await recordAudit(trx, request, {
        action: 'proforma.answered',
        entity: 'proforma',
        entityId: id,
        before: { answered: null },
        after: { answered: mark },
      });
      return toAdminProforma(
        { ...before.row, answered_at: mark.at, answered_by: mark.by },
        before.items,
        before.replies,
      );
    });
  });

  /**
   * A reply the customer gets by email (the outbox row, the stored reply, the "answered" mark when it was open and the
   * audit entry commit together), instead of a mailto link that leaves no trace in the shop.
   */
  routeEndpoint(app, endpoints.adminReplyToProforma, async (request) => {
    const { id } = request.params;
    const { message } = request.body;
    const staff = staffUserOf(request);
    const document = await app.db.transaction().execute(async (trx) => {
      const { row, items } = await loadProforma(trx, id);
      const at = new Date().toISOString();
      const proforma = proformaDocumentOf(row, items);
      const pdf = await renderProformaPdf(proforma);
      await enqueueEmail(
        trx,
        proformaReplyEmail(row, { number: proforma.number, message, pdf, origin: request.siteOrigin() }),
      );
      await insertProformaReply(trx, { proformaId: id, message, sentBy: staff.email, at });
      const marked = await markProformaAnswered(trx, id, { at, by: staff.email });
      await recordAudit(trx, request, {
        action: 'proforma.reply',
        entity: 'proforma',
        entityId: id,
        before: { answered: row.answered_at === null ? null : { at: row.answered_at, by: row.answered_by } },
        after: { reply: { to: row.email, message }, ...(marked && { answered: { at, by: staff.email } }) },
      });
      return loadProforma(trx, id);
    });
    return toAdminProforma(document.row, document.items, document.replies);
  });

  /** The PDF the customer was emailed (a download link, hence not in the endpoint registry; staff-access checks it). */
  app.get<{ Params: z.output<typeof AdminProformaParams> }>(
    ADMIN_PROFORMA_PDF_ROUTE,
    { schema: { params: AdminProformaParams }, config: { needsDatabase: true, permission: 'orders.read' } },
    async (request, reply) => {
      const { row, items } = await loadProforma(app.db, request.params.id);
      const document = proformaDocumentOf(row, items);
      const pdf = await renderProformaPdf(document);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="predracun-${document.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};

export default adminProformasRoutes;
