import { type Endpoint, endpoints } from '@shop/shared/contracts';
import type { InjectOptions } from 'fastify';
import { sqliteDatabase } from '../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

/*
 * Every endpoint of the registry gets random and malformed params, query strings and bodies (JSON, broken JSON,
 * urlencoded, multipart, wrong content types), as a guest and signed in. Whatever arrives, the API answers with a
 * 4xx (or a 2xx/3xx), never a 5xx (issue 13). Deterministic: a failure names the seed and the request.
 */

const SEED = 13;
const TIME_BUDGET_MS = 30_000;
const ROUNDS_PER_ENDPOINT = 60;

/** mulberry32: small, fast and reproducible. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const next = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2',
  '1e308',
  'NaN',
  'null',
  'true',
  '%',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'čćžšđ ČĆŽŠĐ',
  '💥'.repeat(20),
  'a'.repeat(5000),
  'x@y',
  'ana@example.ba',
  '2026-13-45',
  '{"a":1}',
  '\u0000',
];
const randomScalar = (): unknown =>
  pick<() => unknown>([
    () => pick(STRINGS),
    () => Math.floor(next() * 2 ** 31) * (next() < 0.3 ? -1 : 1),
    () => next() * 1e6,
    () => next() < 0.5,
    () => null,
    () => Number.MAX_SAFE_INTEGER,
  ])();
function randomValue(depth = 0): unknown {
  if (depth > 2 || next() < 0.5) return randomScalar();
  if (next() < 0.5) return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(depth + 1));
  return randomObject(depth + 1);
}
const KEYS = [
  'id',
  'quantity',
  'email',
  'password',
  'value',
  'data',
  'products',
  'customer',
  'search',
  'stranica',
  'kategorija',
  'sort',
  'id_proizvoda',
  'id_podkategorije',
  'token',
  'points',
  'kupac',
  'kartica',
  'nacin_placanja',
];
function randomObject(depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(next() * 5); i > 0; i--) object[pick(KEYS)] = randomValue(depth);
  return object;
}

/** A path with each `:param` replaced by something random (percent-encoded, or deliberately not). */
function randomPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, () => {
    const value = String(randomScalar());
    return next() < 0.8 ? encodeURIComponent(value) : value.replace(/[/?#]/g, '');
  });
}

function randomQuery(): Record<string, string> {
  const query: Record<string, string> = {};
  for (let i = Math.floor(next() * 4); i > 0; i--) query[pick(KEYS)] = String(randomScalar());
  return query;
}

function randomBody(): Pick<InjectOptions, 'payload' | 'headers'> {
  const value = randomObject();
  return pick<() => Pick<InjectOptions, 'payload' | 'headers'>>([
    () => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } }),
    () => ({ payload: JSON.stringify(randomValue()), headers: { 'content-type': 'application/json' } }),
    () => ({ payload: '{"broken": ', headers: { 'content-type': 'application/json' } }),
    () => ({
      payload: new URLSearchParams(Object.entries(value).map(([k, v]): [string, string] => [k, String(v)])).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    () => ({
      payload: `--b\r\nContent-Disposition: form-data; name="id"\r\n\r\n${String(randomScalar())}\r\n--b--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    }),
    () => ({ payload: '--x\r\ngarbage', headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
    () => ({ payload: 'plain text', headers: { 'content-type': 'text/plain' } }),
    () => ({ payload: '', headers: {} }),
  ])();
}

/** A file part of `bytes`, as a browser's FormData sends it, and the whole body's end. */
function multipartFile(bytes: string): string {
  return (
    '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
    `${bytes}\r\n--b--\r\n`
  );
}

/**
 * Multipart bodies that stop short or never say where parts end (issue 24): a client that hangs up mid-upload, a
 * proxy that cut the body, a script that forgot the boundary. Each is the client's mistake: a 4xx.
 */
function truncatedMultipartBodies(): [string, Pick<InjectOptions, 'payload' | 'headers'>][] {
  const whole = multipartFile(`\x89PNG\r\n\x1a\n${'x'.repeat(2000)}`);
  const withBoundary = { 'content-type': 'multipart/form-data; boundary=b' };
  return [
    ['no boundary in Content-Type', { payload: whole, headers: { 'content-type': 'multipart/form-data' } }],
    ['an empty boundary', { payload: whole, headers: { 'content-type': 'multipart/form-data; boundary=' } }],
    ['cut inside the file', { payload: whole.slice(0, 900), headers: withBoundary }],
    ['cut inside the part headers', { payload: whole.slice(0, 40), headers: withBoundary }],
    ['cut after the opening boundary', { payload: '--b\r\n', headers: withBoundary }],
    ['no closing boundary', { payload: whole.replace('--b--\r\n', ''), headers: withBoundary }],
    ['an empty body', { payload: '', headers: withBoundary }],
  ];
}

describe('fuzzing every endpoint of the registry', () => {
  let t: TestApp;
  let userCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    t = await startTestApp(sqliteDatabase, { rateLimit: { enabled: false } });
    const ids = await insertCatalogSkeleton(t.db);
    for (const n of [1, 2, 3]) {
      await insertProduct(t.db, {
        slug: `p-${n}`,
        name: `Proizvod ${n}`,
        subcategory_id: ids.desktopsId,
        manufacturer_id: ids.manufacturerId,
        stock: 5,
      });
    }
    const userId = await insertUser(t.db, { email: 'ana@example.ba', password: 'Lozinka123!' });
    userCookie = (await insertSession(t.db, userId)).cookie;
    const adminId = await insertUser(t.db, { email: 'admin@example.ba', password: 'Lozinka123!', role: 'Admin' });
    adminCookie = (await insertSession(t.db, adminId)).cookie;
  });
  afterAll(() => t.close());

  it(
    'never answers 5xx, whatever the params, query and body',
    async () => {
      const deadline = Date.now() + TIME_BUDGET_MS;
      const failures: string[] = [];
      let sent = 0;
      const all = Object.entries(endpoints) as [string, Endpoint][];
      for (let round = 0; round < ROUNDS_PER_ENDPOINT && Date.now() < deadline; round++) {
        for (const [name, endpoint] of all) {
          const body = endpoint.method === 'GET' ? {} : randomBody();
          const request: InjectOptions = {
            method: endpoint.method,
            url: randomPath(endpoint.path),
            query: randomQuery(),
            ...body,
            headers: { ...body.headers, ...(next() < 0.5 ? { cookie: userCookie } : {}) },
          };
          const response = await t.app.inject(request);
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${name} → ${response.statusCode} ${response.body.slice(0, 200)}\n  ${JSON.stringify(request)}`,
            );
          }
        }
      }
      expect(sent).toBeGreaterThan(all.length * 10);
      expect(failures).toEqual([]);
    },
    TIME_BUDGET_MS + 30_000,
  );

  // As staff, so the upload routes (product and category images, the CSV import) read the body.
  it('answers a truncated or boundless multipart body with a 4xx on every endpoint that takes a body', async () => {
    const failures: string[] = [];
    const all = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, e]) => e.method !== 'GET');
    for (const [name, endpoint] of all) {
      for (const [label, body] of truncatedMultipartBodies()) {
        const url = endpoint.path.replace(/:([A-Za-z_]+)/g, '1');
        const headers = { ...body.headers, cookie: adminCookie };
        const response = await t.app.inject({ method: endpoint.method, url, payload: body.payload, headers });
        if (response.statusCode >= 500) {
          failures.push(`${name} (${label}) → ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
