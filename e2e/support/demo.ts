/**
 * Demo data the seed guarantees (api/src/demo/seed): a former slug, one user per role and the demo company's two
 * (README lists them).
 */
export const FORMER_PRODUCT_SLUG = 'lenovo-thinkpad-e14-gen5';
export const DEMO_ADMIN = { email: 'admin@demo.ba', password: 'Admin123!', name: 'Amra Hadžić' };
export const DEMO_CUSTOMER = { email: 'kupac@demo.ba', password: 'Kupac123!', name: 'Marko Petrović' };
/** The demo company's administrator and buyer (issue 27: "Demo Firma d.o.o.", verified, with a tiered price list). */
export const DEMO_COMPANY_ADMINISTRATOR = { email: 'firma@demo.ba', password: 'Firma123!', name: 'Lejla Demirović' };
export const DEMO_COMPANY_BUYER = { email: 'nabavka@demo.ba', password: 'Nabavka123!', name: 'Nedim Begić' };
/** Where the demo customer has their orders delivered in the tests. */
export const DEMO_CUSTOMER_DELIVERY = {
  ime: DEMO_CUSTOMER.name,
  email: DEMO_CUSTOMER.email,
  telefon: '065 123 456',
  adresa: 'Kralja Petra 10',
  grad: 'Banja Luka',
  posta: '78000',
};

/**
 * One page of each kind of the shop, from the demo seed (the other specs use the same ones): a category and one of
 * its subcategories, a running promotion, products in and out of stock (≤ 20 pieces, so the count is shown exactly),
 * and a search term with results that is no subcategory's name (such a term redirects).
 */
export const DEMO_SHOP = {
  category: 'televizori,-audio,-video',
  subcategory: 'soundbarovi',
  promotion: 'black-friday',
  productInStock: 'yealink-sip-t31p',
  productOutOfStock: 'logitech-mx-master-3s-bijela',
  searchTerm: 'samsung',
} as const;
