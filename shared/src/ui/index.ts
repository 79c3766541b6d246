export { Availability, stockCountText } from './Availability';
export { Price } from './Price';
export { ProductCard } from './ProductCard';
export { QuantityField } from './quantity/QuantityField';
export { RemoteRoot } from './RemoteRoot';
export { Totals } from './Totals';
