import type { ApprovalState, DeliveryDetails, PaymentMethod, R1Invoice } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import type { NewOrderLine } from '../checkout';

export interface NewApprovalRequest {
  companyId: number;
  buyerId: number;
  paymentMethod: PaymentMethod;
  customer: DeliveryDetails;
  r1?: R1Invoice;
  totalMinor: number;
  limitMinor: number;
  language: string;
  lines: NewOrderLine[];
}

/** What the checkout form held, kept as JSON: the order is written from it on approval. */
export interface StoredCustomer {
  kupac: DeliveryDetails;
  r1?: R1Invoice;
}

export async function insertApprovalRequest(db: DbOrTransaction, request: NewApprovalRequest): Promise<number> {
  const customer: StoredCustomer = { kupac: request.customer, ...(request.r1 && { r1: request.r1 }) };
  const { insertId } = await db
    .insertInto('approval_requests')
    .values({
      company_id: request.companyId,
      buyer_id: request.buyerId,
      state: 'ceka' satisfies ApprovalState,
      payment_method: request.paymentMethod,
      customer_json: JSON.stringify(customer),
      total_minor: request.totalMinor,
      limit_minor: request.limitMinor,
      language: request.language,
      created_at: new Date().toISOString(),
    })
    .executeTakeFirstOrThrow();
  const id = Number(insertId);
  await db
    .insertInto('approval_request_lines')
    .values(
      request.lines.map((line) => ({
        request_id: id,
        product_id: line.productId,
        product_name: line.productName,
        quantity: line.quantity,
        unit_price_minor: line.unitPriceMinor,
      })),
    )
    .execute();
  return id;
}

function requestQuery(db: DbOrTransaction) {
  return db
    .selectFrom('approval_requests')
    .innerJoin('users as buyer', 'buyer.id', 'approval_requests.buyer_id')
    .leftJoin('users as decider', 'decider.id', 'approval_requests.decided_by')
    .leftJoin('orders', 'orders.id', 'approval_requests.order_id')
    .selectAll('approval_requests')
    .select([
      'buyer.username as buyer_name',
      'buyer.email as buyer_email',
      'decider.username as decider_name',
      'orders.number as order_number',
    ]);
}
export type ApprovalRequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>;

/** Waiting first, then the newest; a company's (an administrator's view) or one buyer's own. */
export function listApprovalRequests(db: DbOrTransaction, scope: { companyId: number } | { buyerId: number }) {
  const query = requestQuery(db);
  const scoped =
    'companyId' in scope
      ? query.where('approval_requests.company_id', '=', scope.companyId)
      : query.where('approval_requests.buyer_id', '=', scope.buyerId);
  return scoped
    .orderBy((eb) => eb.case().when('approval_requests.state', '=', 'ceka').then(0).else(1).end())
    .orderBy('approval_requests.id', 'desc')
    .limit(200)
    .execute();
}

export function findApprovalRequest(db: DbOrTransaction, id: number) {
  return requestQuery(db).where('approval_requests.id', '=', id).executeTakeFirst();
}

export function listApprovalLines(db: DbOrTransaction, requestIds: readonly number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('approval_request_lines')
    .selectAll()
    .where('request_id', 'in', [...requestIds])
    .orderBy('id')
    .execute();
}
export type ApprovalLineRow = Awaited<ReturnType<typeof listApprovalLines>>[number];

/**
 * Moves a waiting request to its decision, conditionally: of two decisions at once only one finds it waiting (on
 * MySQL the second UPDATE waits for the first's row lock and then matches nothing). Answers whether it moved.
 */
export async function decideApprovalRequest(
  db: DbOrTransaction,
  id: number,
  decision: { state: Exclude<ApprovalState, 'ceka'>; by: number; reason?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('approval_requests')
    .set({
      state: decision.state,
      decided_by: decision.by,
      decided_at: new Date().toISOString(),
      decline_reason: decision.reason ?? null,
    })
    .where('id', '=', id)
    .where('state', '=', 'ceka' satisfies ApprovalState)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function linkApprovalOrder(db: DbOrTransaction, id: number, orderId: number): Promise<void> {
  await db.updateTable('approval_requests').set({ order_id: orderId }).where('id', '=', id).execute();
}
