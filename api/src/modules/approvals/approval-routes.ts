import { type ApprovalRequestView, endpoints, needsApproval, PaymentMethod, totalsMinor } from '@shop/shared/contracts';
import { languageOrDefault } from '@shop/shared/i18n/core';
import type { FastifyPluginAsync } from 'fastify';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { ownerOf } from '../../db/item-owner';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { feningaToKm } from '../../lib/money';
import { enqueueEmail } from '../../outbox/enqueue';
import { signedInUser } from '../accounts';
import { listCartLines, priceCartLines } from '../cart';
import { type ConfirmedLine, recordOrder, StockShort } from '../checkout';
import { companyRoleOf, findMembership } from '../companies';
import { resolvePrices } from '../pricing';
import { approvalDeclinedEmail } from './approval-emails';
import {
  type ApprovalLineRow,
  decideApprovalRequest,
  findApprovalRequest,
  linkApprovalOrder,
  listApprovalLines,
  listApprovalRequests,
} from './approval-repository';
import { storedCustomerOf, toApprovalView, toApprovalViews } from './approval-view';

/**
 * The waiting request an administrator of its company may decide. Another company's request answers 404, like one
 * that does not exist; a buyer of the same company 403. A decided one 409.
 */
async function requestToDecide(db: DbOrTransaction, userId: number, id: number) {
  const membership = await findMembership(db, userId);
  const row = await findApprovalRequest(db, id);
  if (!row || !membership || row.company_id !== membership.companyId) throw new HttpError('APPROVAL_NOT_FOUND');
  if (membership.role !== 'administrator') throw new HttpError('APPROVER_ONLY');
  if (row.state !== 'ceka') throw new HttpError('APPROVAL_DECIDED');
  return row;
}

async function viewOf(db: DbOrTransaction, id: number): Promise<ApprovalRequestView> {
  const row = await findApprovalRequest(db, id);
  if (!row) throw new HttpError('APPROVAL_NOT_FOUND');
  return toApprovalView(row, await listApprovalLines(db, [id]));
}

/**
 * The order of an approved request at the buyer's prices resolved now (decision 021); a product no longer sold
 * counts as out of stock.
 */
async function linesAtTodaysPrices(db: DbOrTransaction, buyerId: number, lines: ApprovalLineRow[]) {
  const prices = await resolvePrices(
    db,
    buyerId,
    lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
  );
  return lines.map((line): ConfirmedLine => {
    const price = prices.get(line.product_id);
    if (!price) {
      throw new HttpError('APPROVAL_OUT_OF_STOCK', { name: line.product_name, stock: 0, quantity: line.quantity });
    }
    return {
      productId: line.product_id,
      productName: line.product_name,
      quantity: line.quantity,
      unitPriceMinor: price.unitPriceMinor,
    };
  });
}

/** /korisnik/firma/odobrenja: a company's orders above its approval limit, decided by its administrators. */
const approvalRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.getApprovalNeed, async (request) => {
    const session = await request.getSession();
    const membership = session?.user_id ? await findMembership(app.db, session.user_id) : undefined;
    const limitMinor = membership?.approval_limit_minor ?? null;
    if (!session || !membership || limitMinor === null) return { potrebno: false, granica: null };
    const priced = await priceCartLines(app.db, session.user_id, await listCartLines(app.db, ownerOf(session)));
    const { total } = totalsMinor(priced, true);
    return {
      potrebno: needsApproval(companyRoleOf(membership.role), limitMinor, total),
      granica: feningaToKm(limitMinor),
    };
  });

  routeEndpoint(app, endpoints.getApprovals, async (request) => {
    const user = await signedInUser(app, request);
    const membership = await findMembership(app.db, user.id);
    const role = membership ? companyRoleOf(membership.role) : null;
    const rows = await listApprovalRequests(
      app.db,
      membership && role === 'administrator' ? { companyId: membership.companyId } : { buyerId: user.id },
    );
    const lines = await listApprovalLines(
      app.db,
      rows.map((row) => row.id),
    );
    return { uloga: role, zahtjevi: toApprovalViews(rows, lines) };
  });

  /**
   * Claimed first, then the order is placed through checkout's recordOrder at prices resolved now, stock taken in
   * the same transaction: a short line rolls everything back (409, the request still waits); of two approvals at
   * once, one places the order and the other finds it decided.
   */
  routeEndpoint(app, endpoints.approveOrder, async (request, reply) => {
    const user = await signedInUser(app, request);
    const session = await reply.ensureSession();
    const { id } = request.params;
    await app.writeCatalog(async (trx, changes) => {
      const row = await requestToDecide(trx, user.id, id);
      if (!(await decideApprovalRequest(trx, id, { state: 'odobreno', by: user.id }))) {
        throw new HttpError('APPROVAL_DECIDED');
      }
      const lines = await linesAtTodaysPrices(trx, row.buyer_id, await listApprovalLines(trx, [id]));
      const { kupac, r1 } = storedCustomerOf(row);
      const placed = await recordOrder(trx, changes, {
        // The order is the buyer's; the approving session may open its confirmation page too.
        sessionId: session.id,
        userId: row.buyer_id,
        paymentMethod: PaymentMethod.parse(row.payment_method),
        customer: kupac,
        r1,
        lines,
        totals: totalsMinor(lines, true),
        emailContext: { origin: request.siteOrigin(), language: languageOrDefault(row.language) },
        confirm: true,
      }).catch((error: unknown) => {
        if (!(error instanceof StockShort)) throw error;
        const { line, left } = error;
        throw new HttpError('APPROVAL_OUT_OF_STOCK', { name: line.productName, stock: left, quantity: line.quantity });
      });
      await linkApprovalOrder(trx, id, placed.id);
    });
    return viewOf(app.db, id);
  });

  routeEndpoint(app, endpoints.declineOrder, async (request) => {
    const user = await signedInUser(app, request);
    const { id } = request.params;
    const reason = request.body.razlog ?? null;
    await app.db.transaction().execute(async (trx) => {
      const row = await requestToDecide(trx, user.id, id);
      if (!(await decideApprovalRequest(trx, id, { state: 'odbijeno', by: user.id, reason }))) {
        throw new HttpError('APPROVAL_DECIDED');
      }
      const context = { origin: request.siteOrigin(), language: languageOrDefault(row.language) };
      await enqueueEmail(
        trx,
        approvalDeclinedEmail(context, { to: row.buyer_email, totalMinor: row.total_minor, reason }),
      );
    });
    return viewOf(app.db, id);
  });
};

export default approvalRoutes;
