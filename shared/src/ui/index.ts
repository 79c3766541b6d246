export { Availability, stockCountText } from './Availability';
export { Drawer } from './Drawer';
export { ArrowUpIcon, CardIcon, CartIcon, CloseIcon, FilterIcon, MenuIcon, TruckIcon, UserIcon } from './icons';
export { Price } from './Price';
export { ProductCard } from './ProductCard';
export { QuantityField } from './quantity/QuantityField';
export { RemoteRoot } from './RemoteRoot';
export { LinesSkeleton, ProductGridSkeleton, ProductPageSkeleton, TextPageSkeleton } from './skeleton/shapes';
export { useMediaQuery } from './useMediaQuery';
