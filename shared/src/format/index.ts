export { formatPrice } from './price';
