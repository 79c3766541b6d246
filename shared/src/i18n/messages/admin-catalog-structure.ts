import { defineMessages } from './define';

/** The admin panel: the categories and promotions sections. */
export const adminCatalogStructureMessages = defineMessages({
  sr: {
    'admin.categories.new': 'Nova kategorija',
  },
  en: {
    'admin.categories.new': 'New category',
  },
});
