import { z } from 'zod';
import { CompanyRole } from './admin/business';
import { ApprovalLimit } from './approval-limit';
import { R1Invoice } from './checkout-customer';
import { OrderContact, OrderLine, PaymentMethod } from './checkout-orders';
import { Money } from './common';
import { withCode } from './error-codes';

/*
 * Company approvals (issue 27): a company may require its administrator's approval for a buyer's order above an
 * amount. Such a checkout becomes an approval request (no order, no stock taken); approving places the order.
 */

export const APPROVAL_REASON_MAX_LENGTH = 500;

/** ceka (waiting) → odobreno (approved: the order is placed) | odbijeno (declined). */
export const APPROVAL_STATES = ['ceka', 'odobreno', 'odbijeno'] as const;
export const ApprovalState = z.enum(APPROVAL_STATES);
export type ApprovalState = z.infer<typeof ApprovalState>;

/** The company administrator's setting (/korisnik/firma). */
export const SetApprovalLimitBody = z.object({ granica: ApprovalLimit });
export type SetApprovalLimitBody = z.input<typeof SetApprovalLimitBody>;

/** An order above the limit waits when its buyer is a `kupac`; an administrator's own orders never wait. */
export function needsApproval(role: CompanyRole, limitMinor: number | null, totalMinor: number): boolean {
  return role === 'kupac' && limitMinor !== null && totalMinor > limitMinor;
}

export const ApprovalRequestView = z.object({
  id: z.number().int(),
  stanje: ApprovalState,
  /** The buyer's account. */
  kupac: z.object({ ime: z.string(), email: z.string() }),
  dostava: OrderContact.extend({ napomena: z.string() }),
  r1: R1Invoice.nullable(),
  nacin_placanja: PaymentMethod,
  /** The lines at the buyer's prices when requested (approving charges the prices resolved then). */
  stavke: z.array(OrderLine),
  ukupno: Money,
  granica: Money,
  datum: z.string(),
  odluka: z.object({ ko: z.string().nullable(), datum: z.string(), razlog: z.string().nullable() }).nullable(),
  /** The order placed on approval (its number) and its id for the buyer's account page. */
  narudzba: z.object({ broj: z.string(), id: z.number().int() }).nullable(),
});
export type ApprovalRequestView = z.infer<typeof ApprovalRequestView>;

/** An administrator sees the company's requests, a buyer their own; `uloga` says which. */
export const ApprovalList = z.object({ uloga: CompanyRole.nullable(), zahtjevi: z.array(ApprovalRequestView) });
export type ApprovalList = z.infer<typeof ApprovalList>;

export const ApprovalParams = z.object({ id: z.coerce.number().int().positive() });

export const DeclineApprovalBody = z.object({
  razlog: z
    .string()
    .trim()
    .max(APPROVAL_REASON_MAX_LENGTH, withCode('APPROVAL_REASON_TOO_LONG'))
    .transform((text) => text || null)
    .optional(),
});
export type DeclineApprovalBody = z.input<typeof DeclineApprovalBody>;

/** What /plati needs to know before the order is sent: whether it will wait (then no card), and the limit. */
export const ApprovalNeed = z.object({ potrebno: z.boolean(), granica: Money.nullable() });
export type ApprovalNeed = z.infer<typeof ApprovalNeed>;

/** placeOrder's answer when the order waits for approval instead of being placed. */
export const ApprovalRequested = z.object({
  status: z.literal(200),
  odobrenje: z.object({ id: z.number().int(), ukupno: Money, granica: Money }),
});
export type ApprovalRequested = z.infer<typeof ApprovalRequested>;
