import { endpoints } from '@shop/shared/contracts';
import { sitePaths } from '@shop/shared/site';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { inLanguage, requestLanguage } from '../../http/language';
import { summariesIn } from '../products';
import { createCategoryListing } from './category-listing';
import { listCategoryTree } from './category-repository';
import { listHighlightedProducts } from './listing-repository';
import { findRunningPromotion, listPromotionProducts, listRunningPromotions } from './promotion-repository';

/** Products per row on /webshop. */
const HIGHLIGHT_LIMIT = 8;

/** Listings with facets, promotions and the /webshop highlights. */
const catalogRoutes: FastifyPluginAsync = async (app) => {
  const categoryListing = createCategoryListing({
    db: () => app.catalogDb(),
    cacheTtl: (configuredMs) => app.cluster.cacheTtl(configuredMs),
  });
  app.onCatalogChange((change) => {
    if (change.structure || change.everything) categoryListing.forgetScopes();
  });
  routeEndpoint(app, endpoints.getCategoryProducts, (request) =>
    categoryListing.listing(request.query, requestLanguage(request)),
  );

  routeEndpoint(app, endpoints.getSinglePromotion, async (request) => {
    const promotion = await findRunningPromotion(app.catalogDb(), request.params.promocija, new Date().toISOString());
    if (!promotion) throw new HttpError('PROMOTION_NOT_FOUND');
    const products = await listPromotionProducts(app.catalogDb(), promotion.id);
    const language = requestLanguage(request);
    return {
      status: 200 as const,
      promocija: {
        naziv_promocije: inLanguage(language, promotion.name, promotion.name_en),
        products: products.map(summariesIn(language)),
      },
    };
  });

  routeEndpoint(app, endpoints.getWebshopHighlights, async (request) => {
    const language = requestLanguage(request);
    const [onSale, newest, promotions, categories] = await Promise.all([
      listHighlightedProducts(app.catalogDb(), 'onSale', HIGHLIGHT_LIMIT),
      listHighlightedProducts(app.catalogDb(), 'newest', HIGHLIGHT_LIMIT),
      listRunningPromotions(app.catalogDb(), new Date().toISOString()),
      listCategoryTree(app.catalogDb()),
    ]);
    return {
      naAkciji: onSale.map(summariesIn(language)),
      novo: newest.map(summariesIn(language)),
      promocije: promotions.map((p) => ({
        naziv_promocije: inLanguage(language, p.name, p.name_en),
        url: sitePaths(language).promotion(p.slug),
      })),
      kategorije: categories.map(({ name, name_en, slug, image_url }) => ({
        naziv_kategorije: inLanguage(language, name, name_en),
        url_stranice: slug,
        url_slike: image_url,
      })),
    };
  });
};

export default catalogRoutes;
