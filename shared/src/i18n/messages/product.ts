import { defineMessages } from './define';

/** Product page, favourites, compare (mf-product). */
export const productMessages = defineMessages({
  sr: {
    'product.breadcrumbRoot': 'Proizvodi',
    'product.available': 'Dostupno online',
    'product.unavailable': 'Nedostupno',
    'product.code': 'Šifra',
  },
  en: {
    'product.breadcrumbRoot': 'Products',
    'product.available': 'Available online',
    'product.unavailable': 'Unavailable',
    'product.code': 'Code',
  },
});
