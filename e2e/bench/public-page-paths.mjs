// The public pages the benchmarks measure (issue 12), in one place for public-pages.mjs and the peer comparison.

/**
 * Home, a service page (a company page from the route table, shared/src/site/routes.ts), /webshop, a category of the
 * bench catalogue and the product page of `slug`, as `[name, path]`.
 */
export function publicPages(slug) {
  return [
    ['home', '/'],
    ['service page', '/voip-telefonija'],
    ['webshop', '/webshop'],
    ['category', `/webshop/${encodeURIComponent('računari-i-komponente')}`],
    ['product', `/proizvod/${encodeURIComponent(slug)}`],
  ];
}
