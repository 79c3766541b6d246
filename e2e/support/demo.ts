/** Demo data the seed guarantees (api/src/demo/seed): a former slug, and one user per role (README lists them). */
export const FORMER_PRODUCT_SLUG = 'lenovo-thinkpad-e14-gen5';
export const DEMO_ADMIN = { email: 'admin@demo.ba', password: 'Admin123!', name: 'Amra Hadžić' };
export const DEMO_CUSTOMER = { email: 'kupac@demo.ba', password: 'Kupac123!', name: 'Marko Petrović' };
