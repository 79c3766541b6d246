import { defineMessages } from './define';

/** The admin panel (mf-admin). */
export const adminMessages = defineMessages({
  sr: {
    'admin.title': 'Dashboard',
    'admin.forbidden': 'Ova stranica je dostupna samo administratorima i urednicima.',
    'admin.products': 'Proizvodi',
    'admin.categories': 'Kategorije',
  },
  en: {
    'admin.title': 'Dashboard',
    'admin.forbidden': 'This page is available to administrators and editors only.',
    'admin.products': 'Products',
    'admin.categories': 'Categories',
  },
});
