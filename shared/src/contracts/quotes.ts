import { z } from 'zod';
import { Money } from './common';
import { withCode } from './error-codes';

/*
 * Quotes (issue 27): staff answer a pro-forma request with prices, delivery, validity and payment terms; the customer
 * opens it by its link (`sitePaths(language).quote(token)`), accepts it (it becomes an order at the quoted prices), declines it or
 * asks for a change. `expired` is never stored: a quote still open after its `validUntil` day reads as expired.
 */

export const QUOTE_STATES = ['sent', 'change_requested', 'accepted', 'declined', 'expired'] as const;
export const QuoteState = z.enum(QUOTE_STATES);
export type QuoteState = z.infer<typeof QuoteState>;

/** A date in Sarajevo (YYYY-MM-DD): a quote is valid through the whole of its last day, local time. */
export function sarajevoDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sarajevo' }).format(now);
}

/**
 * The state as both sides see it: a quote still open (sent, or with a change asked for) after its last valid day is
 * expired. Computed, never swept: nothing has to run for a quote to expire, and a revision with a new date reopens it.
 */
export function effectiveQuoteState(quote: { state: QuoteState; validUntil: string }, now: Date): QuoteState {
  const { state } = quote;
  const open = state === 'sent' || state === 'change_requested';
  return open && quote.validUntil < sarajevoDate(now) ? 'expired' : state;
}

/** The payment terms a new quote starts with (staff may write others). */
export const DEFAULT_QUOTE_PAYMENT_TERMS = 'Virmansko plaćanje u roku od 15 dana';
/** Days a new quote is valid by default (the editor's starting validity date). */
export const QUOTE_DEFAULT_VALID_DAYS = 15;
export const QUOTE_LINE_MAX_QUANTITY = 9999;

/** KM with VAT; the API rounds it to the feninga. */
const Price = z
  .number(withCode('INVALID_PRICE'))
  .nonnegative(withCode('INVALID_PRICE'))
  .max(10_000_000, withCode('INVALID_PRICE'));

/** One line of a quote as staff send it: the price in KM; a reason whenever it differs from the starting price. */
export const QuoteDraftLine = z.object({
  productId: z.number().int().positive(),
  quantity: z
    .number(withCode('INVALID_QUANTITY'))
    .int(withCode('INVALID_QUANTITY'))
    .min(1, withCode('INVALID_QUANTITY'))
    .max(QUOTE_LINE_MAX_QUANTITY, withCode('INVALID_QUANTITY')),
  unitPrice: Price,
  reason: z.string().trim().max(300, withCode('QUOTE_REASON_TOO_LONG')).default(''),
});
export type QuoteDraftLine = z.input<typeof QuoteDraftLine>;

/** What staff send: the lines, delivery, the last valid day (YYYY-MM-DD), payment terms and a note (may be empty). */
export const QuoteDraft = z.object({
  lines: z.array(QuoteDraftLine).min(1, withCode('QUOTE_LINES_REQUIRED')).max(100),
  delivery: Price,
  validUntil: z.string(withCode('INVALID_DATE')).regex(/^\d{4}-\d{2}-\d{2}$/, withCode('INVALID_DATE')),
  paymentTerms: z
    .string(withCode('QUOTE_PAYMENT_TERMS_REQUIRED'))
    .trim()
    .min(1, withCode('QUOTE_PAYMENT_TERMS_REQUIRED'))
    .max(300),
  note: z.string().trim().max(5000, withCode('MESSAGE_TOO_LONG')).default(''),
});
export type QuoteDraft = z.input<typeof QuoteDraft>;

export const QuoteLine = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  startingPrice: Money,
  unitPrice: Money,
  lineTotal: Money,
  /** Why the price differs from the starting price (null when it does not). */
  reason: z.string().nullable(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

export const QuoteMessage = z.object({ author: z.enum(['customer', 'staff']), message: z.string(), at: z.string() });
export type QuoteMessage = z.infer<typeof QuoteMessage>;

/** A quote as both sides see it (the customer's page and the admin panel). */
export const Quote = z.object({
  /** PO-2026-000042: the pro-forma request's number with PO- (ponuda). */
  number: z.string(),
  state: QuoteState,
  revision: z.number().int(),
  sentAt: z.string(),
  validUntil: z.string(),
  companyName: z.string(),
  contactPerson: z.string(),
  lines: z.array(QuoteLine),
  subtotal: Money,
  delivery: Money,
  total: Money,
  vat: Money,
  paymentTerms: z.string(),
  note: z.string(),
  messages: z.array(QuoteMessage),
  /** The order an acceptance placed (its number, for /narudzba/:broj). */
  orderNumber: z.string().nullable(),
});
export type Quote = z.infer<typeof Quote>;

export const QuoteTokenParams = z.object({ token: z.string().max(100) });

/** The customer's request for a change: a short message for the thread. */
export const QuoteChangeBody = z.object({
  message: z
    .string(withCode('MESSAGE_TOO_SHORT'))
    .trim()
    .min(5, withCode('MESSAGE_TOO_SHORT'))
    .max(5000, withCode('MESSAGE_TOO_LONG')),
});
export type QuoteChangeBody = z.input<typeof QuoteChangeBody>;

export const QuoteAccepted = z.object({ broj: z.string() });

/**
 * A pro-forma request in the account's list (/korisnik/ponude, issue 27): the user's own, and a company
 * administrator's colleagues' too; with its quote's state, total and validity once staff answered it.
 */
export const AccountQuoteSummary = z.object({
  /** The pro-forma request's id: the account's quote page is opened by it (`paths.accountQuote(id)`). */
  id: z.number().int(),
  /** PR-2026-000042. */
  requestNumber: z.string(),
  /** PO-2026-000042 once a quote answers it; null while staff have not. */
  quoteNumber: z.string().nullable(),
  requestedAt: z.string(),
  companyName: z.string(),
  /** Who asked, when it is a colleague's request in an administrator's list; null for one's own. */
  requestedBy: z.string().nullable(),
  /** The quote's state; null while it is awaited. */
  state: QuoteState.nullable(),
  /** The quote's total with its delivery; before it, the request's lines at the prices it was asked at. */
  total: Money,
  validUntil: z.string().nullable(),
});
export type AccountQuoteSummary = z.infer<typeof AccountQuoteSummary>;

export const AccountQuoteList = z.object({
  requests: z.array(AccountQuoteSummary),
  /** The viewer administers their company: the list holds every colleague's requests too. */
  companyWide: z.boolean(),
});
export type AccountQuoteList = z.infer<typeof AccountQuoteList>;

/** A quote in the account, by its pro-forma request's id (no token: the session and the role are the proof). */
export const AccountQuoteParams = z.object({ id: z.coerce.number().int().positive() });

/** The admin panel's view of a request's quote: the quote (null before the first) and the editor's starting lines. */
export const AdminProformaQuote = z.object({
  quote: Quote.nullable(),
  /** The request's lines at their starting prices: what a first quote starts from. */
  startingLines: z.array(QuoteLine),
  /** Whether staff may send (or revise) it now: not once accepted or declined. */
  canSend: z.boolean(),
});
export type AdminProformaQuote = z.infer<typeof AdminProformaQuote>;

/** KM to feninga, so two prices compare exactly. */
const feninga = (km: number) => Math.round(km * 100);

/**
 * The one rule for reasons: the indexes of the lines whose price differs from their starting price (KM, looked up
 * by product) without a reason. The editor checks it before sending, the API again.
 */
export function linesMissingReason(
  lines: readonly { productId: number; unitPrice: number; reason?: string }[],
  startingPrice: (productId: number) => number | undefined,
): number[] {
  return lines.flatMap((line, index) => {
    const start = startingPrice(line.productId);
    const changed = start !== undefined && feninga(line.unitPrice) !== feninga(start);
    return changed && !line.reason?.trim() ? [index] : [];
  });
}

/** The editor's schema: QuoteDraft, plus a reason on each line whose price differs from its starting price. */
export const quoteDraftFor = (startingPrice: (productId: number) => number | undefined) =>
  QuoteDraft.superRefine((draft, ctx) => {
    for (const index of linesMissingReason(draft.lines, startingPrice)) {
      ctx.addIssue({ code: 'custom', path: ['lines', index, 'reason'], message: 'QUOTE_REASON_REQUIRED' });
    }
  });
