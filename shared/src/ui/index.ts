export { Availability, stockCountText } from './Availability';
export { Button, type ButtonVariant, buttonClassName } from './Button';
export { aboveBottomBars, BOTTOM_BAR_HEIGHT_VARS, usePublishedBarHeight } from './bottomBars';
export { Drawer } from './Drawer';
export { HydrateWhenSeen } from './HydrateWhenSeen';
export {
  ArrowUpIcon,
  CardIcon,
  CartIcon,
  CategoryIcon,
  CloseIcon,
  FilterIcon,
  MenuIcon,
  TruckIcon,
  UserIcon,
} from './icons';
export { NotFoundMessage } from './NotFoundMessage';
export { NotifyWhenInStock } from './NotifyWhenInStock';
export { Price } from './Price';
export { PriceTiers } from './PriceTiers';
export { ProductCard } from './ProductCard';
export { ProductLabel } from './ProductLabel';
export { QuoteDocument } from './QuoteDocument';
export { QuantityField } from './quantity/QuantityField';
export { RemoteRoot } from './RemoteRoot';
export { LinesSkeleton, ProductGridSkeleton, ProductPageSkeleton, TextPageSkeleton } from './skeleton/shapes';
export { Totals } from './Totals';
export { TrackingNumber } from './TrackingNumber';
export { useMediaQuery } from './useMediaQuery';
export { pageTitle, SITE_NAME, usePageTitle } from './usePageTitle';
