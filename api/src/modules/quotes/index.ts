// Quotes (issue 27): staff answer a pro-forma request with prices and terms; the customer accepts (an order at the
// quoted prices), declines or asks for a change by the quote's link, or signed in from the account's list.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as accountQuoteRoutes } from './account-quote-routes';
export { default as adminQuoteRoutes } from './admin-quote-routes';
export { default as quoteRoutes } from './quote-routes';
