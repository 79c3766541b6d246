import type {
  Category,
  ListingResponse,
  ProductSummary,
  SearchResultsPage,
  SinglePromotionResponse,
  WebshopHighlights,
} from '@shop/shared/contracts';

// Valid API answers for the catalog's tests (the shapes of @shop/shared/contracts). Not used by the app.

/** A product card's data; `kolicina: 0` makes it out of stock. */
export const sampleProduct = (id: number, naziv: string, kolicina = 5): ProductSummary => ({
  id_proizvoda: id,
  id_podkategorije: 11,
  slug: `proizvod-${id}`,
  naziv,
  url_slike: `/images/proizvodi/${id}.webp`,
  kolicina,
  prodajna_cijena_sa_pdv: 120,
  akcijska_cijena_sa_pdv: null,
  naAkciji: 0,
  trenutna_cijena: 120,
  label: null,
  color: null,
});

/** Six cards: more than a first row, and the last one out of stock. */
export const SAMPLE_PRODUCTS: ProductSummary[] = [
  sampleProduct(1, 'Monitor Dell P2425H'),
  sampleProduct(2, 'Monitor LG 27UP850'),
  sampleProduct(3, 'Laptop Lenovo ThinkPad E14'),
  sampleProduct(4, 'Miš Logitech MX Master 3S'),
  sampleProduct(5, 'Tastatura Logitech K120'),
  sampleProduct(6, 'Printer HP LaserJet M110w', 0),
];

export const SAMPLE_CATEGORIES: Category[] = [
  {
    id_kategorije: 1,
    naziv_kategorije: 'Računari',
    url_stranice: 'računari',
    url_slike: '/images/kategorije/racunari.webp',
    podkategorije: [
      { id_podkategorije: 11, naziv_podkategorije: 'Laptopi', url_stranice: 'laptopi' },
      { id_podkategorije: 12, naziv_podkategorije: 'Monitori', url_stranice: 'monitori' },
    ],
  },
  {
    id_kategorije: 2,
    naziv_kategorije: 'Televizori, audio, video',
    url_stranice: 'televizori, audio, video',
    url_slike: '/images/kategorije/tv.webp',
    podkategorije: [],
  },
];

export const SAMPLE_LISTING: ListingResponse = {
  kategorija: { naziv: 'Računari', url_stranice: 'računari' },
  podkategorija: { naziv: 'Monitori', url_stranice: 'monitori' },
  proizvodi: SAMPLE_PRODUCTS,
  ukupno: 30,
  stranica: 2,
  brojStranica: 2,
  facets: {
    proizvodjaci: [{ id: 3, naziv: 'Dell', broj: 12 }],
    cijene: [{ od: 100, do: 300, broj: 20 }],
    naAkciji: 4,
    naStanju: 29,
  },
};

export const SAMPLE_HIGHLIGHTS: WebshopHighlights = {
  naAkciji: SAMPLE_PRODUCTS.slice(0, 3),
  novo: SAMPLE_PRODUCTS.slice(3),
  promocije: [{ naziv_promocije: 'Back to school', url: '/promocija/back-to-school' }],
  kategorije: SAMPLE_CATEGORIES.map(({ naziv_kategorije, url_stranice, url_slike }) => ({
    naziv_kategorije,
    url_stranice,
    url_slike,
  })),
};

export const SAMPLE_SEARCH_PAGE: SearchResultsPage = {
  proizvodi: SAMPLE_PRODUCTS.slice(3, 5),
  ukupno: 12,
  stranica: 1,
  imaJos: true,
  podkategorija: null,
  facets: {
    ...SAMPLE_LISTING.facets,
    podkategorije: [
      { id: 8, naziv: 'Miševi', broj: 10 },
      { id: 9, naziv: 'Tastature', broj: 2 },
    ],
  },
  djelimicno: false,
  predlog: null,
  popularneKategorije: [],
};

/** A search that found nothing: "did you mean" and popular subcategories instead. */
export const SAMPLE_NOTHING_FOUND: SearchResultsPage = {
  proizvodi: [],
  ukupno: 0,
  stranica: 1,
  imaJos: false,
  podkategorija: null,
  facets: { proizvodjaci: [], cijene: [], naAkciji: 0, naStanju: 0, podkategorije: [] },
  djelimicno: false,
  predlog: 'tastature',
  popularneKategorije: [
    { naziv: 'Laptopi', url_kategorije: 'laptop-računari-i-tableti', url_podkategorije: 'laptopi' },
  ],
};

export const SAMPLE_PROMOTION: SinglePromotionResponse = {
  status: 200,
  promocija: { naziv_promocije: 'Back to school', products: SAMPLE_PRODUCTS },
};
