import { endpoints, SEARCH_PAGE_SIZE, SEARCH_SUGGESTION_LIMIT } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { findSubcategoryByName, listProductCardsByIds } from '../catalog';
import { toProductSummary } from '../products';

/** The header box's suggestions and the /pretraga result pages, both from the search index. */
const searchRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(
    app,
    endpoints.searchProducts,
    async (request) => {
      const hits = await app.searchIndex.search(request.body.value, { offset: 0, limit: SEARCH_SUGGESTION_LIMIT });
      const rows = await listProductCardsByIds(app.catalogDb(), hits.ids);
      return rows.map((row) => {
        const { slug, naziv, url_slike, trenutna_cijena } = toProductSummary(row);
        return { slug, naziv, url_slike, trenutna_cijena };
      });
    },
    { rateLimit: 'search' },
  );

  routeEndpoint(
    app,
    endpoints.getSearchResults,
    async (request) => {
      const page = request.query.stranica ?? 1;
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      const hits = await app.searchIndex.search(request.query.search, { offset, limit: SEARCH_PAGE_SIZE });
      const [rows, subcategory] = await Promise.all([
        listProductCardsByIds(app.catalogDb(), hits.ids),
        page === 1 ? findSubcategoryByName(app.catalogDb(), request.query.search) : undefined,
      ]);
      return {
        proizvodi: rows.map(toProductSummary),
        ukupno: hits.total,
        stranica: page,
        imaJos: offset + hits.ids.length < hits.total,
        podkategorija: subcategory
          ? { url_kategorije: subcategory.categorySlug, url_podkategorije: subcategory.slug }
          : null,
      };
    },
    { rateLimit: 'search' },
  );
};

export default searchRoutes;
