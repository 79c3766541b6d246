import { type APIRequestContext, expect } from '@playwright/test';
import type {
  Category,
  ListingResponse,
  ProductResponse,
  SearchResultsPage,
  SinglePromotionResponse,
  WebshopHighlights,
} from '../../shared/src/contracts';
import { ORDER_LINE_QUANTITY_LIMIT } from '../../shared/src/contracts/cart';
import { SAMPLE_DELIVERY_DETAILS } from '../../shared/src/fixtures';
import { runApiCli } from './apiCli';

/** What the shop specs read of a product through the API (the demo seed's data, fresh per server). */
export interface ProductInfo {
  id_proizvoda: number;
  slug: string;
  naziv: string;
  kolicina: number;
}

export async function productFromApi(request: APIRequestContext, slug: string): Promise<ProductInfo> {
  const answer = await (await request.get(`/api/proizvod/${encodeURIComponent(slug)}`)).json();
  return answer.product as ProductInfo;
}

/** The newest products in stock (the /webshop and home highlights). */
export async function newestProducts(request: APIRequestContext): Promise<ProductInfo[]> {
  return (await (await request.get('/api/getWebshopHighlights')).json()).novo as ProductInfo[];
}

/** Orders the session's cart, cash on delivery, for `customer`; returns the order's number. */
export async function placeCashOnDeliveryOrder(
  request: APIRequestContext,
  customer: typeof SAMPLE_DELIVERY_DETAILS = SAMPLE_DELIVERY_DETAILS,
): Promise<string> {
  const placed = await request.post('/api/placeOrder', {
    data: { nacin_placanja: 'pouzece', uslovi: true, kupac: customer },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { broj: string }).broj;
}

/**
 * Buys all of a product's stock through the API (cash on delivery) with the given request context's session, so it
 * shows as out of stock: as many orders as the per-line limit needs (ORDER_LINE_QUANTITY_LIMIT; the e2e servers run
 * without the order rate limits). Returns the order numbers.
 */
export async function sellOut(request: APIRequestContext, product: ProductInfo): Promise<string[]> {
  const orders: string[] = [];
  for (let left = product.kolicina; left > 0; left -= ORDER_LINE_QUANTITY_LIMIT) {
    const added = await request.post('/api/addToCart', {
      form: { id: product.id_proizvoda, quantity: Math.min(left, ORDER_LINE_QUANTITY_LIMIT) },
    });
    expect(added.ok(), await added.text()).toBe(true);
    orders.push(await placeCashOnDeliveryOrder(request));
  }
  return orders;
}

/** Cancels orders with the API's `order:status` tool on the server's database: their stock comes back. */
export function cancelOrders(databaseUrl: string, orderNumbers: readonly string[]): void {
  for (const number of orderNumbers)
    runApiCli('src/modules/checkout/order-status-cli.ts', [number, 'otkazana'], databaseUrl);
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The shop's public data as the API gives it to any visitor: what a page showing it must show. */
export const catalogApi = {
  categories: (request: APIRequestContext) => getJson<Category[]>(request, '/api/getCategoriesForWebShop'),
  highlights: (request: APIRequestContext) => getJson<WebshopHighlights>(request, '/api/getWebshopHighlights'),
  listing: (request: APIRequestContext, kategorija: string, podkategorija?: string) =>
    getJson<ListingResponse>(
      request,
      `/api/getCategoryProducts?${new URLSearchParams(podkategorija ? { kategorija, podkategorija } : { kategorija })}`,
    ),
  promotion: async (request: APIRequestContext, slug: string) =>
    (await getJson<SinglePromotionResponse>(request, `/api/getSinglePromotion/${encodeURIComponent(slug)}`)).promocija,
  search: (request: APIRequestContext, term: string) =>
    getJson<SearchResultsPage>(request, `/api/getSearchResults?${new URLSearchParams({ search: term })}`),
  /** A product under its current slug (a former one answers 301, which this refuses). */
  product: async (request: APIRequestContext, slug: string) => {
    const answer = await getJson<ProductResponse>(request, `/api/proizvod/${encodeURIComponent(slug)}`);
    if (answer.status !== 200) throw new Error(`${slug} is not a current product slug (status ${answer.status})`);
    return answer;
  },
};
