import type { ProformaCustomer } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { findMembership } from '../companies';

export interface NewProformaItem {
  productId: number;
  productName: string;
  quantity: number;
  unitPriceMinor: number;
}

/** Stores the request with its items and their prices at this moment; returns the request's id and time. */
export async function insertProformaRequest(
  trx: DbOrTransaction,
  request: {
    sessionId: string | null;
    userId: number | null;
    customer: ProformaCustomer;
    items: NewProformaItem[];
    /** The page's language: the staff's replies are written in it (Serbian when not given). */
    language?: Language;
  },
): Promise<{ id: number; createdAt: string }> {
  const { customer } = request;
  // A member asks for their company (as an order records it): its administrator sees the request and its quote.
  const membership = request.userId === null ? undefined : await findMembership(trx, request.userId);
  const createdAt = new Date().toISOString();
  const { insertId } = await trx
    .insertInto('proforma_requests')
    .values({
      session_id: request.sessionId,
      user_id: request.userId,
      company_id: membership?.companyId ?? null,
      company_name: customer.naziv,
      jib: customer.jib,
      contact_person: customer.kontakt,
      email: customer.email,
      city: customer.grad,
      postal_code: customer.posta,
      address: customer.adresa,
      phone: customer.broj,
      ...(request.language && { language: request.language }),
      created_at: createdAt,
    })
    .executeTakeFirstOrThrow();
  const id = Number(insertId);
  await trx
    .insertInto('proforma_request_items')
    .values(
      request.items.map((item) => ({
        proforma_request_id: id,
        product_id: item.productId,
        product_name: item.productName,
        quantity: item.quantity,
        unit_price_minor: item.unitPriceMinor,
      })),
    )
    .execute();
  return { id, createdAt };
}

/** The user's pro-forma requests with their items, newest first (for "download my data"). */
export async function listUserProformaRequests(db: DbOrTransaction, userId: number) {
  const requests = await db
    .selectFrom('proforma_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  if (requests.length === 0) return [];
  const items = await db
    .selectFrom('proforma_request_items')
    .selectAll()
    .where(
      'proforma_request_id',
      'in',
      requests.map((request) => request.id),
    )
    .orderBy('id')
    .execute();
  return requests.map((request) => ({
    ...request,
    items: items.filter((item) => item.proforma_request_id === request.id),
  }));
}

/** Deletes the user's pro-forma requests (their items go by foreign key): part of deleting the account. */
export async function deleteUserProformaRequests(db: DbOrTransaction, userId: number): Promise<void> {
  await db.deleteFrom('proforma_requests').where('user_id', '=', userId).execute();
}

/** Whether an earlier request (before `exceptId`) named this email since `since`: its customer already got a copy. */
export async function hasProformaRequestToEmailSince(
  db: DbOrTransaction,
  email: string,
  since: string,
  exceptId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('proforma_requests')
    .select('id')
    .where('email', '=', email)
    .where('created_at', '>=', since)
    .where('id', '<', exceptId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
