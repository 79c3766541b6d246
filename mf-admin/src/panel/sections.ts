import type { StaffPermission } from '@shop/shared/contracts';
import { type ComponentType, lazy } from 'react';

/** What every section gets: the `?search=` term (e.g. from the product page's 'Izmijeni' link) and a way to change it. */
export interface SectionProps {
  search: string;
  onSearchChange: (search: string) => void;
}

export interface AdminSection {
  /** The URL hash that opens it (SPEC §2: `/admin-panel#Proizvodi`); also its label key `admin.section.<hash>`. */
  hash:
    | 'Pregled'
    | 'Proizvodi'
    | 'Kategorije'
    | 'Promocije'
    | 'Prijevodi'
    | 'Narudzbe'
    | 'Predracuni'
    | 'Korisnici'
    | 'Poruke'
    | 'Dnevnik'
    | 'Pretraga'
    | 'Izdanja'
    | 'Cjenovnici'
    | 'Firme';
  /** Shown only to roles holding it (the API checks the same matrix on every call). */
  permission: StaffPermission;
  Component: ComponentType<SectionProps>;
}

/** The panel's sections in menu order; each is loaded when first opened. Adding one is one row here. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    hash: 'Pregled',
    permission: 'dashboard.read',
    Component: lazy(() => import('../features/overview/OverviewSection')),
  },
  {
    hash: 'Proizvodi',
    permission: 'catalog.write',
    Component: lazy(() => import('../features/products/ProductsSection')),
  },
  {
    hash: 'Kategorije',
    permission: 'catalog.write',
    Component: lazy(() => import('../features/categories/CategoriesSection')),
  },
  {
    hash: 'Promocije',
    permission: 'catalog.write',
    Component: lazy(() => import('../features/promotions/PromotionsSection')),
  },
  {
    hash: 'Prijevodi',
    permission: 'catalog.write',
    Component: lazy(() => import('../features/english-terms/EnglishTermsSection')),
  },
  {
    hash: 'Pretraga',
    permission: 'search.manage',
    Component: lazy(() => import('../features/search/SearchSettingsSection')),
  },
  {
    hash: 'Cjenovnici',
    permission: 'pricelists.manage',
    Component: lazy(() => import('../features/price-lists/PriceListsSection')),
  },
  { hash: 'Narudzbe', permission: 'orders.read', Component: lazy(() => import('../features/orders/OrdersSection')) },
  {
    hash: 'Predracuni',
    permission: 'orders.read',
    Component: lazy(() => import('../features/proformas/ProformasSection')),
  },
  {
    hash: 'Firme',
    permission: 'companies.manage',
    Component: lazy(() => import('../features/companies/CompaniesSection')),
  },
  { hash: 'Korisnici', permission: 'users.manage', Component: lazy(() => import('../features/users/UsersSection')) },
  {
    hash: 'Poruke',
    permission: 'messages.manage',
    Component: lazy(() => import('../features/messages/MessagesSection')),
  },
  { hash: 'Dnevnik', permission: 'audit.read', Component: lazy(() => import('../features/audit-log/AuditLogSection')) },
  {
    hash: 'Izdanja',
    permission: 'releases.read',
    Component: lazy(() => import('../features/releases/ReleasesSection')),
  },
];
