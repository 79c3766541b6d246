// First: configures zod before any schema of this build parses.
import './zod-config';

export * from './account-auth';
export * from './account-export';
export * from './account-orders';
export * from './account-profile';
export * from './cart';
export * from './catalog';
export * from './catalog-listing';
export * from './catalog-promotions';
export * from './catalog-search';
export * from './checkout-customer';
export * from './checkout-orders';
export * from './checkout-totals';
export * from './common';
export * from './common-passwords';
export * from './endpoints';
export * from './errors';
export * from './loyalty';
export * from './payment-state';
export * from './product-compare';
export * from './product-favourites';
export * from './product-stock-notification';
export * from './remotes';
export * from './session';
export * from './site';
