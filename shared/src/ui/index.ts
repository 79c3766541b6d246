export { Availability, stockCountText } from './Availability';
export { NotifyWhenInStock } from './NotifyWhenInStock';
export { Price } from './Price';
export { ProductCard } from './ProductCard';
export { QuantityField } from './quantity/QuantityField';
export { RemoteRoot } from './RemoteRoot';
export { pageTitle, SITE_NAME, usePageTitle } from './usePageTitle';
