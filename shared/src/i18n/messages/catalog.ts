import { defineMessages } from './define';

/** Webshop, category pages, search and promotions (mf-catalog). */
export const catalogMessages = defineMessages({
  sr: {
    'shop.categories': 'Kategorije',
    'shop.title': 'Webshop',
  },
  en: {
    'shop.categories': 'Categories',
    'shop.title': 'Webshop',
  },
});
