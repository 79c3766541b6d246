import type { ProformaCustomer } from '@shop/shared/contracts';
import type { DbOrTransaction } from './db-or-transaction';

export interface NewProformaItem {
  productId: number;
  productName: string;
  quantity: number;
  unitPriceMinor: number;
}

/** Stores the request with its items and their prices at this moment; returns the request's id and time. */
export async function insertProformaRequest(
  trx: DbOrTransaction,
  request: { sessionId: string | null; userId: number | null; customer: ProformaCustomer; items: NewProformaItem[] },
): Promise<{ id: number; createdAt: string }> {
  const { customer } = request;
  const createdAt = new Date().toISOString();
  const { insertId } = await trx
    .insertInto('proforma_requests')
    .values({
      session_id: request.sessionId,
      user_id: request.userId,
      company_name: customer.naziv,
      jib: customer.jib,
      contact_person: customer.kontakt,
      email: customer.email,
      city: customer.grad,
      postal_code: customer.posta,
      address: customer.adresa,
      phone: customer.broj,
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
