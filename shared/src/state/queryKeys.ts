/** Query keys for server state every remote may read or invalidate: one list, so a mutation anywhere refreshes all. */
export const queryKeys = {
  user: ['user'] as const,
  cartAmount: ['cartAmount'] as const,
  cart: ['cart'] as const,
  order: (broj: string) => ['order', broj] as const,
  paymentMethods: ['paymentMethods'] as const,
  /** Under `user`: refreshed with it on sign-in and sign-out. */
  deliveryPrefill: ['user', 'delivery'] as const,
  /** The pro-forma dialog's prefill (the default billing address). */
  proformaPrefill: ['user', 'proforma'] as const,
  /** The account area (/korisnik): under `user`, so nothing of one account outlives its sign-out. */
  profile: ['user', 'profile'] as const,
  addresses: ['user', 'addresses'] as const,
  myOrders: ['user', 'orders'] as const,
  myOrdersPage: (page: number) => ['user', 'orders', 'page', page] as const,
  myOrder: (id: number) => ['user', 'orders', 'one', id] as const,
  /** Under `user`: the signed-in user's company and its users (/korisnik/firma). */
  myCompany: ['user', 'company'] as const,
  /** Under `user`: the account's pro-forma requests and quotes (/korisnik/ponude), and one quote opened from it. */
  myQuotes: ['user', 'quotes'] as const,
  myQuote: (id: number) => ['user', 'quotes', 'one', id] as const,
  /** Under `user`: the company's approval requests (an administrator) or the user's own (a buyer). */
  approvals: ['user', 'approvals'] as const,
  /** Under `user`: whether the cart, ordered now, waits for the company's approval (/plati). */
  approvalNeed: ['user', 'approvalNeed'] as const,
  /** Under `user`, like the prefill: the loyalty points of whoever is signed in. */
  loyalty: ['user', 'loyalty'] as const,
  /** Under `user`: one buyer's price-list prices never outlive their sign-out. */
  buyerPrices: (userId: number | null, productIds: readonly number[]) =>
    ['user', 'prices', userId, productIds] as const,
  categories: ['categories'] as const,
  product: (name: string) => ['product', name] as const,
  webshopHighlights: ['webshopHighlights'] as const,
  categoryProducts: (query: object) => ['categoryProducts', query] as const,
  searchSuggestions: (term: string) => ['searchSuggestions', term] as const,
  searchSubcategories: (term: string) => ['searchSubcategories', term] as const,
  /** A results page's whole query (term, filters, sort): each combination pages on its own. */
  searchResults: (query: object) => ['searchResults', query] as const,
  promotion: (slug: string) => ['promotion', slug] as const,
  compare: ['compare'] as const,
  /** Every user's favourites (invalidate this); one user's list is `userFavourites`, so a sign-in never shows another's. */
  favourites: ['favourites'] as const,
  userFavourites: (userId: number | null) => ['favourites', userId] as const,
};
