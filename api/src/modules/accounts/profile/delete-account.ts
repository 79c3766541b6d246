import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { anonymiseUserOrders } from '../../checkout';
import { deleteUserProformaRequests } from '../../proforma';
import { deleteUser } from '../user-repository';

/**
 * Deletes an account (inside the caller's transaction). Orders are kept for accounting with the customer's name,
 * email, phone and street address replaced; pro-forma requests (offers, not accounting records) are deleted; the
 * user row goes, and with it, by foreign key, the sessions, cart, compare list, favourites, addresses, links and
 * points, while orders keep their lines and sums with no owner.
 */
export async function deleteAccount(trx: DbOrTransaction, userId: number): Promise<void> {
  await anonymiseUserOrders(trx, userId);
  await deleteUserProformaRequests(trx, userId);
  await deleteUser(trx, userId);
}
