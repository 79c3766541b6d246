import type { DbOrTransaction } from '../../../db/db-or-transaction';

/**
 * A guest who registers with the email of earlier orders and pro-forma requests (through the emailed invitation,
 * which proves the address is theirs) gets them into the new account. Rows of other accounts are never touched.
 */
export async function claimGuestOrdersAndProformas(db: DbOrTransaction, email: string, userId: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ user_id: userId })
    .where('email', '=', email)
    .where('user_id', 'is', null)
    .execute();
  await db
    .updateTable('proforma_requests')
    .set({ user_id: userId })
    .where('email', '=', email)
    .where('user_id', 'is', null)
    .execute();
}

/** What the guest told us last (an order's name, a pro-forma's company), to fill in the registration form. */
export async function findGuestDetails(
  db: DbOrTransaction,
  email: string,
): Promise<{ name: string; companyName: string; jib: string }> {
  const order = await db
    .selectFrom('orders')
    .select(['customer_name', 'created_at'])
    .where('email', '=', email)
    .where('user_id', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const proforma = await db
    .selectFrom('proforma_requests')
    .select(['contact_person', 'company_name', 'jib', 'created_at'])
    .where('email', '=', email)
    .where('user_id', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const proformaIsNewer = proforma && (!order || proforma.created_at > order.created_at);
  return {
    name: (proformaIsNewer ? proforma.contact_person : order?.customer_name) ?? '',
    companyName: proforma?.company_name ?? '',
    jib: proforma?.jib ?? '',
  };
}
