import type { ProductFound } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import type { z } from 'zod';

type ProductPage = z.infer<typeof ProductFound>;

/** SPEC §9 structured-data constants. */
const SHIPPING_COST_BAM = '10.00';
const HANDLING_DAYS = { min: 2, max: 5 };
const TRANSIT_DAYS = { min: 1, max: 3 };
const COUNTRY = 'BA';

const days = ({ min, max }: { min: number; max: number }) => ({
  '@type': 'QuantitativeValue',
  minValue: min,
  maxValue: max,
  unitCode: 'DAY',
});

/**
 * schema.org Product with its Offer: price in BAM, availability, shipping to BA and no returns (SPEC §9); the page it
 * describes says its language (`inLanguage` belongs to the WebPage: a Product has none).
 */
export function productJsonLd(
  page: ProductPage,
  { productUrl, language }: { productUrl: string; language: Language },
  absolute: (path: string) => string,
) {
  const { product } = page;
  const images = page.images.length > 0 ? page.images.map((image) => image.url_slike) : [product.url_slike];
  return {
    '@context': 'https://schema.org/',
    '@type': 'Product',
    name: product.naziv,
    description: product.kratak_opis,
    image: images.map(absolute),
    sku: product.kod_proizvoda,
    gtin13: product.barkod,
    brand: { '@type': 'Brand', name: product.naziv_proizvodjaca },
    category: `${product.naziv_kategorije} > ${product.naziv_podkategorije}`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': productUrl, inLanguage: language === 'en' ? 'en' : 'sr-Latn' },
    offers: {
      '@type': 'Offer',
      url: productUrl,
      priceCurrency: 'BAM',
      price: product.trenutna_cijena.toFixed(2),
      availability: product.kolicina > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: SHIPPING_COST_BAM, currency: 'BAM' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: COUNTRY },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: days(HANDLING_DAYS),
          transitTime: days(TRANSIT_DAYS),
        },
      },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: COUNTRY,
        returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      },
    },
  };
}
