import { endpoints, SEARCH_SUBCATEGORY_LIMIT, SEARCH_SUGGESTION_LIMIT } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { inLanguage, requestLanguage } from '../../http/language';
import { TaggedTtlCache } from '../../lib/tagged-ttl-cache';
import { listProductCardsByIds } from '../catalog';
import { toProductSummary } from '../products';
import { listPopularCategories, type PopularSubcategory, popularCategoriesIn } from './popular-categories';
import { rankedRows } from './ranked-page';
import { searchResultsPage } from './search-results';

/** Best sellers change slowly: the popular subcategories are read again at most this often per instance. */
const POPULAR_TTL_MS = 10 * 60_000;

/** The header's suggestions (products, and the subcategories named) and the /pretraga result pages. */
const searchRoutes: FastifyPluginAsync = async (app) => {
  // Names in both languages: the one entry answers Serbian and English searches.
  const popular = new TaggedTtlCache<PopularSubcategory[]>({ ttlMs: POPULAR_TTL_MS, maxEntries: 1 });
  const popularSubcategories = async () =>
    (await popular.getOrLoad('', async () => ({
      value: await listPopularCategories(app.catalogDb(), new Date()),
      tags: [],
    }))) ?? [];
  const cardsOf = (productIds: number[]) => listProductCardsByIds(app.catalogDb(), productIds);

  routeEndpoint(
    app,
    endpoints.searchProducts,
    async (request) => {
      const match = await app.searchIndex.search(request.body.value);
      const rows = await rankedRows(match.groups, { offset: 0, limit: SEARCH_SUGGESTION_LIMIT }, cardsOf);
      const language = requestLanguage(request);
      return rows.map((row) => {
        const { slug, naziv, url_slike, trenutna_cijena } = toProductSummary(row, language);
        return { slug, naziv, url_slike, trenutna_cijena };
      });
    },
    { rateLimit: 'search' },
  );

  routeEndpoint(
    app,
    endpoints.searchSubcategories,
    async (request) => {
      const named = await app.searchIndex.subcategoriesNamed(request.body.value, SEARCH_SUBCATEGORY_LIMIT);
      const language = requestLanguage(request);
      return named.map(({ subcategory, products }) => ({
        naziv: inLanguage(language, subcategory.name, subcategory.nameEn),
        url_kategorije: subcategory.categorySlug,
        url_podkategorije: subcategory.slug,
        broj: products,
      }));
    },
    { rateLimit: 'search' },
  );

  routeEndpoint(
    app,
    endpoints.getSearchResults,
    async (request) => {
      const language = requestLanguage(request);
      const popularCategories = async () => popularCategoriesIn(await popularSubcategories(), language);
      const context = { db: app.catalogDb(), index: app.searchIndex, language, popularCategories };
      const page = await searchResultsPage(context, request.query);
      // A search a shopper made (its first page as it first opens, before any filter or sort): for #Pretraga.
      const { search, stranica, ...refinements } = request.query;
      if (page.stranica === 1 && Object.values(refinements).every((value) => value === undefined)) {
        app.searchLog.record(search, page.ukupno);
      }
      return page;
    },
    { rateLimit: 'search' },
  );
};

export default searchRoutes;
