import { enqueueEmail } from '../../outbox/enqueue';
import { findUserById } from '../accounts';
import type { HoldForApproval } from '../checkout';
import { findCompany, listAdministrators } from '../companies';
import { approvalWaitingEmail } from './approval-emails';
import { insertApprovalRequest } from './approval-repository';

/**
 * Checkout's hook for an order above the company's limit (decision 023): the request is recorded in the checkout's
 * transaction and every administrator of the company is emailed, in the language the buyer ordered in (accounts keep
 * no language of their own).
 */
export const holdForApproval: HoldForApproval = async (trx, held) => {
  const { emailContext, totals } = held;
  const id = await insertApprovalRequest(trx, {
    companyId: held.companyId,
    buyerId: held.buyerId,
    paymentMethod: held.paymentMethod,
    customer: held.customer,
    r1: held.r1,
    totalMinor: totals.total,
    limitMinor: held.limitMinor,
    language: emailContext.language,
    lines: held.lines,
  });
  const buyer = await findUserById(trx, held.buyerId);
  const company = await findCompany(trx, held.companyId);
  for (const administrator of await listAdministrators(trx, held.companyId)) {
    await enqueueEmail(
      trx,
      approvalWaitingEmail(emailContext, {
        to: administrator.email,
        buyer: buyer?.username ?? held.customer.ime,
        buyerEmail: buyer?.email ?? held.customer.email,
        company: company?.name ?? '',
        totalMinor: totals.total,
        limitMinor: held.limitMinor,
      }),
    );
  }
  return { id, totalMinor: totals.total, limitMinor: held.limitMinor };
};
