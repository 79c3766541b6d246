import type { FastifyInstance } from 'fastify';
import { seedDemoData } from '../../demo/seed';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { RELEVANCE_QUERIES } from './relevance-queries';

/** Enough products that every query of the set has at least 10 right answers (66 per subcategory). */
const PRODUCTS = 3_000;
const TOP = 10;
/** The bar. */
const MIN_PRECISION_AT_10 = 0.8;

interface QueryOutcome {
  query: string;
  returned: number;
  relevant: number;
}

/** Each query's first result page: how many results came back and how many are in the expected subcategories. */
async function measure(app: FastifyInstance, subcategorySlugs: Map<number, string>): Promise<QueryOutcome[]> {
  const outcomes: QueryOutcome[] = [];
  for (const { query, expected } of RELEVANCE_QUERIES) {
    const response = await app.inject({ method: 'GET', url: '/api/getSearchResults', query: { search: query } });
    expect(response.statusCode).toBe(200);
    const top = (response.json().proizvodi as { id_podkategorije: number }[]).slice(0, TOP);
    const relevant = top.filter((product) => expected.includes(subcategorySlugs.get(product.id_podkategorije) ?? ''));
    outcomes.push({ query, returned: top.length, relevant: relevant.length });
  }
  return outcomes;
}

describe.each(testDatabases())('search relevance on the demo catalogue, on $name', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database);
    await seedDemoData(t.db, { products: PRODUCTS, demoUsers: false });
    await t.app.searchIndex.rebuild();
  }, 180_000);
  afterAll(() => t.close());

  it(`reaches precision@${TOP} of ${MIN_PRECISION_AT_10} over ${RELEVANCE_QUERIES.length} everyday queries`, async () => {
    const subcategories = await t.db.selectFrom('subcategories').select(['id', 'slug']).execute();
    const outcomes = await measure(t.app, new Map(subcategories.map((row) => [row.id, row.slug])));
    // Precision@10: right answers among the first ten, over ten (a query that finds nothing scores 0).
    const precision = outcomes.reduce((sum, outcome) => sum + outcome.relevant / TOP, 0) / outcomes.length;
    const empty = outcomes.filter((outcome) => outcome.returned === 0).map((outcome) => outcome.query);
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40);
    // On failure the figures and the weak queries show in the message.
    const weak = outcomes.filter((o) => o.relevant < TOP).map((o) => `${o.query}: ${o.relevant}/${o.returned}`);
    const summary = { precision: Number(precision.toFixed(3)), empty, weak };
    expect(precision >= MIN_PRECISION_AT_10 ? 'met' : summary).toBe('met');
  });
});
