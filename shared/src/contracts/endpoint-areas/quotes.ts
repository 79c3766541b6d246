import { AdminProformaParams } from '../admin/sales';
import { type ContractsOf, staff } from '../endpoint';
import {
  AccountQuoteList,
  AccountQuoteParams,
  AdminProformaQuote,
  Quote,
  QuoteAccepted,
  QuoteChangeBody,
  QuoteDraft,
  QuoteTokenParams,
} from '../quotes';
import type { quotesRoutes } from './quotes-routes';

/** What each call of quotes-routes.ts takes and answers. The customer's calls are personal: a quote is one buyer's. */
export const quotesContracts = {
  getQuote: { params: QuoteTokenParams, response: Quote, personal: true },
  acceptQuote: { params: QuoteTokenParams, response: QuoteAccepted, personal: true },
  declineQuote: { params: QuoteTokenParams, response: Quote, personal: true },
  requestQuoteChange: { params: QuoteTokenParams, body: QuoteChangeBody, response: Quote, personal: true },
  getMyQuotes: { response: AccountQuoteList, personal: true },
  getMyQuote: { params: AccountQuoteParams, response: Quote, personal: true },
  acceptMyQuote: { params: AccountQuoteParams, response: QuoteAccepted, personal: true },
  declineMyQuote: { params: AccountQuoteParams, response: Quote, personal: true },
  requestMyQuoteChange: { params: AccountQuoteParams, body: QuoteChangeBody, response: Quote, personal: true },
  adminGetProformaQuote: { params: AdminProformaParams, response: AdminProformaQuote, ...staff('quotes.read') },
  adminSendQuote: {
    params: AdminProformaParams,
    body: QuoteDraft,
    response: AdminProformaQuote,
    ...staff('quotes.manage'),
  },
} satisfies ContractsOf<typeof quotesRoutes>;
