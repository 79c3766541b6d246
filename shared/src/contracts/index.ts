// Each zod-free module (limits, rules, options, the error catalogue: what the browser's start-up path reads) is
// exported here itself, not through the module of its schemas, so each name has one source.
export * from './account-auth';
export * from './account-company';
export * from './account-export';
export * from './account-orders';
export * from './account-profile';
export * from './admin';
export * from './cart';
export * from './catalog';
export * from './catalog-listing';
export * from './catalog-listing-options';
export * from './catalog-promotions';
export * from './catalog-search';
export * from './catalog-search-limits';
export * from './checkout-customer';
export * from './checkout-orders';
export * from './checkout-totals';
export * from './common';
export * from './common-passwords';
export * from './contact-rules';
export * from './endpoints';
export * from './error-codes';
// The zod enum and the type of the same name (error-codes.ts has the type alone).
export { ErrorBody, ErrorCode } from './errors';
export * from './loyalty';
export * from './loyalty-rules';
export * from './payment-state';
export * from './pricing';
export * from './product-compare';
export * from './product-compare-limit';
export * from './product-favourites';
export * from './product-stock-notification';
export * from './quotes';
export * from './remotes';
export * from './session';
export * from './site';
export * from './slug';
