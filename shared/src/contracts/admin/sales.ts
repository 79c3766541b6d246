import { z } from 'zod';
import { ORDER_STATUSES, Order, OrderStatus } from '../checkout-orders';
import { Money } from '../common';
import { withCode } from '../error-codes';
import { QUOTE_STATES, QuoteState } from '../quotes';

/* The admin panel's orders (#Narudzbe), pro-forma requests (#Predracuni) and contact messages (#Poruke). */

export const ADMIN_SALES_PAGE_SIZE = 20;

const Page = z.coerce
  .number(withCode('INVALID_PAGE'))
  .int(withCode('INVALID_PAGE'))
  .min(1, withCode('INVALID_PAGE'))
  .default(1);
const Search = z.string().trim().max(200).optional();
const IdParams = z.object({ id: z.coerce.number().int().positive() });

// Orders

/** The list's tabs: one per status, and every order. */
export const ADMIN_ORDER_TABS = [...ORDER_STATUSES, 'all'] as const;
export const AdminOrderTab = z.enum(ADMIN_ORDER_TABS, withCode('INVALID_FILTER'));
export type AdminOrderTab = z.infer<typeof AdminOrderTab>;

export const AdminOrdersQuery = z.object({
  status: AdminOrderTab.default('all'),
  /** Part of the order number, the customer's name or email. */
  search: Search,
  page: Page,
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

export const AdminOrderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatus,
  customerName: z.string(),
  email: z.string(),
  paymentMethod: Order.shape.nacin_placanja,
  total: Money,
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrderPage = z.object({
  orders: z.array(AdminOrderSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Orders matching the search in the open tab. */
  total: z.number().int(),
  /** Per tab, under the same search: the tabs' badges. */
  counts: z.record(AdminOrderTab, z.number().int()),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const AdminOrderParams = IdParams;

/** An order as staff see it: the customer's order (lines, totals, R1, payment) plus the note and the timeline. */
export const AdminOrder = Order.extend({
  id: z.number().int(),
  /** The customer's note at checkout (empty when none). */
  napomena: z.string(),
  /** Every status the order took, oldest first. */
  istorija: z.array(z.object({ status: OrderStatus, datum: z.string() })),
  /** The language the customer ordered in: every email about the order is written in it (issue 26). */
  jezik: z.enum(['sr', 'en']),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/** The parcel of an order moved to "poslana": stored with the order and put in the customer's email. */
export const OrderShipment = z.object({
  courier: z.string(withCode('COURIER_REQUIRED')).trim().min(1, withCode('COURIER_REQUIRED')).max(100),
  trackingNumber: z
    .string(withCode('TRACKING_NUMBER_REQUIRED'))
    .trim()
    .min(1, withCode('TRACKING_NUMBER_REQUIRED'))
    .max(100),
  /** The courier's page for this parcel; optional (empty: none), a web address when given. */
  trackingUrl: z
    .string()
    .trim()
    .max(500, withCode('INVALID_TRACKING_URL'))
    .refine((url) => url === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url), withCode('INVALID_TRACKING_URL'))
    .transform((url) => url || null),
});
export type OrderShipment = z.input<typeof OrderShipment>;

/** "poslana" needs the parcel: the courier and tracking number (the form's fields for that step). */
export const ChangeOrderStatusBody = z
  .object({ status: OrderStatus, shipment: OrderShipment.optional() })
  .superRefine((body, ctx) => {
    if (body.status === 'poslana' && !body.shipment) {
      ctx.addIssue({ code: 'custom', path: ['shipment', 'courier'], message: 'COURIER_REQUIRED' });
    }
  });
/** What the admin page sends (an empty tracking link included). */
export type ChangeOrderStatusBody = z.input<typeof ChangeOrderStatusBody>;

// Pro-forma requests and contact messages: open ones (not yet answered / handled) or done ones.

export const AdminDoneFilter = z.enum(['open', 'done'], withCode('INVALID_FILTER')).optional();

/** The requests by their quote's state (as seen: `expired` included), or those without a quote yet. */
export const AdminProformaQuoteFilter = z.enum([...QUOTE_STATES, 'none'], withCode('INVALID_FILTER')).optional();

export const AdminProformasQuery = z.object({
  /** Part of the company, contact person, email or the PR- number. */
  search: Search,
  state: AdminDoneFilter,
  quote: AdminProformaQuoteFilter,
  page: Page,
});
export type AdminProformasQuery = z.input<typeof AdminProformasQuery>;

/** Who marked a request answered (or a message handled), and when; null while it is open. */
const DoneMark = z.object({ at: z.string(), by: z.string() }).nullable();

export const AdminProformaSummary = z.object({
  id: z.number().int(),
  /** PR-2026-000042, as the PDF shows it. */
  number: z.string(),
  createdAt: z.string(),
  companyName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  total: Money,
  answered: DoneMark,
  /** The state of the quote that answered it (issue 27), null while none was sent. */
  quote: QuoteState.nullable(),
});
export type AdminProformaSummary = z.infer<typeof AdminProformaSummary>;

export const AdminProformaPage = z.object({
  proformas: z.array(AdminProformaSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Unanswered requests in all (the section's badge). */
  open: z.number().int(),
});
export type AdminProformaPage = z.infer<typeof AdminProformaPage>;

export const AdminProformaParams = IdParams;

export const AdminProforma = AdminProformaSummary.extend({
  jib: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: Money,
      lineTotal: Money,
    }),
  ),
  /** Staff replies emailed to the customer, oldest first. */
  replies: z.array(z.object({ at: z.string(), by: z.string(), message: z.string() })),
  /** Delivery, included in `total` as in the cart (the PDF prints it as a line). */
  shipping: Money,
  /** VAT included in `total`. */
  vat: Money,
});
export type AdminProforma = z.infer<typeof AdminProforma>;

/** A staff reply to a pro-forma request: the text of the email the customer gets. */
export const ProformaReplyBody = z.object({
  message: z
    .string(withCode('MESSAGE_TOO_SHORT'))
    .trim()
    .min(10, withCode('MESSAGE_TOO_SHORT'))
    .max(5000, withCode('MESSAGE_TOO_LONG')),
});
export type ProformaReplyBody = z.input<typeof ProformaReplyBody>;

/**
 * The request's pro-forma PDF, built from the stored lines and prices: a download link, not a JSON call (like the
 * account's order PDF). Staff route: `orders.read`.
 */
export const ADMIN_PROFORMA_PDF_ROUTE = '/api/admin/proformas/:id/pdf';
export const adminProformaPdfPath = (id: number) => ADMIN_PROFORMA_PDF_ROUTE.replace(':id', String(id));

export const AdminMessagesQuery = z.object({
  /** Part of the name, email or subject. */
  search: Search,
  state: AdminDoneFilter,
  page: Page,
});
export type AdminMessagesQuery = z.input<typeof AdminMessagesQuery>;

export const AdminMessageSummary = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** sr | en: the page it was sent from (answer in that language). */
  language: z.string(),
  handled: DoneMark,
});
export type AdminMessageSummary = z.infer<typeof AdminMessageSummary>;

export const AdminMessagePage = z.object({
  /** Unhandled first, newest first within each. */
  messages: z.array(AdminMessageSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  open: z.number().int(),
});
export type AdminMessagePage = z.infer<typeof AdminMessagePage>;

export const AdminMessageParams = IdParams;

export const AdminMessage = AdminMessageSummary.extend({ phone: z.string().nullable(), message: z.string() });
export type AdminMessage = z.infer<typeof AdminMessage>;
