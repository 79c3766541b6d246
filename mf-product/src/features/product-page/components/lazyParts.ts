import { lazyPart } from '@shop/shared/ui';

/*
 * The product page's parts below the summary that never change: their code is a chunk of its own, fetched in the
 * browser when they come into view (decision 017), and on the server before the render (`loadLazyParts`), so the
 * server's HTML has them complete however slowly a chunk loads.
 */
export const Specifications = lazyPart(() => import('./Specifications').then((module) => module.Specifications));
export const RecommendedProducts = lazyPart(() =>
  import('./RecommendedProducts').then((module) => module.RecommendedProducts),
);

export const loadLazyParts = () => Promise.all([Specifications.load(), RecommendedProducts.load()]);
