import type { RouteTable } from '../route';

/** Quotes (issue 27): the customer's quote page (mf-checkout) by its link's token, and the admin panel's editor. */
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

  /** A pro-forma request's quote (null before the first) and the lines a first quote starts from. */
  adminGetProformaQuote: { method: 'GET', path: '/api/admin/proformas/:id/quote' },
  /**
   * Sends the quote (or a revision of it, which replaces its lines and is sent again) to the customer by email with
   * its PDF and link; audited. Refused once the quote is accepted or declined.
   */
  adminSendQuote: { method: 'POST', path: '/api/admin/proformas/:id/quote' },
} as const satisfies RouteTable;
