import type { RouteTable } from '../route';

/**
 * Quotes (issue 27): the customer's quote page (mf-checkout) by its link's token or, signed in, by the request's id
 * from the account's list; and the admin panel's editor.
 */
export const quotesRoutes = {
  /** The quote behind a link (404 QUOTE_NOT_FOUND for an unknown token); `expired` once past its validity day. */
  getQuote: { method: 'GET', path: '/api/quotes/:token' },
  /**
   * Places the order at the quoted prices (stock taken then; 409 QUOTE_OUT_OF_STOCK leaves the quote open) and
   * answers its number; accepting again, or a declined or expired quote, is refused.
   */
  acceptQuote: { method: 'POST', path: '/api/quotes/:token/accept' },
  declineQuote: { method: 'POST', path: '/api/quotes/:token/decline' },
  /** Adds the customer's message to the thread and marks the quote "change requested"; staff are emailed. */
  requestQuoteChange: { method: 'POST', path: '/api/quotes/:token/change' },

  /**
   * The signed-in user's pro-forma requests and their quotes, newest first (a company administrator's: the company's).
   * The calls below answer the same as the token's, by the request's id, for the requester or their company's
   * administrator; anyone else gets 404 MY_QUOTE_NOT_FOUND.
   */
  getMyQuotes: { method: 'GET', path: '/api/account/quotes' },
  getMyQuote: { method: 'GET', path: '/api/account/quotes/:id' },
  acceptMyQuote: { method: 'POST', path: '/api/account/quotes/:id/accept' },
  declineMyQuote: { method: 'POST', path: '/api/account/quotes/:id/decline' },
  requestMyQuoteChange: { method: 'POST', path: '/api/account/quotes/:id/change' },

  /** A pro-forma request's quote (null before the first) and the lines a first quote starts from. */
  adminGetProformaQuote: { method: 'GET', path: '/api/admin/proformas/:id/quote' },
  /**
   * Sends the quote (or a revision of it, which replaces its lines and is sent again) to the customer by email with
   * its PDF and link; audited. Refused once the quote is accepted or declined.
   */
  adminSendQuote: { method: 'POST', path: '/api/admin/proformas/:id/quote' },
} as const satisfies RouteTable;
