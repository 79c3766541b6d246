import { endpoints, SEARCH_PAGE_SIZE, SEARCH_SUGGESTION_LIMIT } from '@shop/shared/contracts';
import { promotionPath } from '@shop/shared/site';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { toProductSummary } from '../products/product-mapper';
import { createCategoryListing } from './category-listing';
import { findSubcategoryByName, listCategoryTree } from './category-repository';
import { listHighlightedProducts, listProductCardsByIds } from './listing-repository';
import { findRunningPromotion, listPromotionProducts, listRunningPromotions } from './promotion-repository';

/** Products per row on /webshop. */
const HIGHLIGHT_LIMIT = 8;

/** Listings with facets, search (suggestions and result pages), promotions and the /webshop highlights. */
const catalogRoutes: FastifyPluginAsync = async (app) => {
  const categoryListing = createCategoryListing({
    db: () => app.catalogDb(),
    cacheTtl: (configuredMs) => app.cluster.cacheTtl(configuredMs),
  });
  app.onCatalogChange((change) => {
    if (change.structure) categoryListing.forgetScopes();
  });
  routeEndpoint(app, endpoints.getCategoryProducts, (request) => categoryListing.listing(request.query));

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

  routeEndpoint(app, endpoints.getSinglePromotion, async (request) => {
    const promotion = await findRunningPromotion(app.catalogDb(), request.params.promocija, new Date().toISOString());
    if (!promotion) throw new HttpError('PROMOTION_NOT_FOUND');
    const products = await listPromotionProducts(app.catalogDb(), promotion.id);
    return {
      status: 200 as const,
      promocija: { naziv_promocije: promotion.name, products: products.map(toProductSummary) },
    };
  });

  routeEndpoint(app, endpoints.getWebshopHighlights, async () => {
    const [onSale, newest, promotions, categories] = await Promise.all([
      listHighlightedProducts(app.catalogDb(), 'onSale', HIGHLIGHT_LIMIT),
      listHighlightedProducts(app.catalogDb(), 'newest', HIGHLIGHT_LIMIT),
      listRunningPromotions(app.catalogDb(), new Date().toISOString()),
      listCategoryTree(app.catalogDb()),
    ]);
    return {
      naAkciji: onSale.map(toProductSummary),
      novo: newest.map(toProductSummary),
      promocije: promotions.map((p) => ({ naziv_promocije: p.name, url: promotionPath(p.slug) })),
      kategorije: categories.map(({ name, slug, image_url }) => ({
        naziv_kategorije: name,
        url_stranice: slug,
        url_slike: image_url,
      })),
    };
  });
};

export default catalogRoutes;
