import { defineMessages } from './define';

/** The admin panel: the products section (list, editor, images, bulk actions). */
export const adminProductsMessages = defineMessages({
  sr: {
    'admin.products.new': 'Novi proizvod',
  },
  en: {
    'admin.products.new': 'New product',
  },
});
