import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { PrecompressedBody } from '../../http/compression';
import { sendRenderedPage } from '../../ssr/send-page';
import compressionPlugin from './compression';

const rows = Array.from({ length: 100 }, (_, id) => ({ id, naziv: `Laptop ${id}`, cijena: '1299.00' }));
const page = { status: 200, body: new PrecompressedBody(`<!doctype html><main>${'<p>Laptop</p>'.repeat(300)}</main>`) };

describe('compression', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/api/list', async () => ({ rows }));
    app.get('/api/tiny', async () => ({ ok: true }));
    app.get('/page', async (request, reply) => {
      await sendRenderedPage(request, reply, page);
      return reply;
    });
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

  it.each(['br', 'gzip'] as const)('sends JSON and a rendered page as %s when asked', async (encoding) => {
    const answers: [url: string, body: string][] = [
      ['/api/list', JSON.stringify({ rows })],
      ['/page', page.body.text],
    ];
    for (const [url, expected] of answers) {
      const response = await get(url, `${encoding}, identity`);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(expected.length / 4);
      expect(decoders[encoding](response.rawPayload).toString()).toBe(expected);
    }
  });

  it('prefers brotli, follows q-values and sends identity when nothing is accepted', async () => {
    expect((await get('/api/list', 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await get('/page', 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
    for (const url of ['/api/list', '/page']) {
      for (const encoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const response = await get(url, encoding);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toBe('accept-encoding');
      }
      expect((await get(url)).body).toBe(url === '/page' ? page.body.text : JSON.stringify({ rows }));
    }
  });

  it('compresses a cached page once, not per request', async () => {
    const body = new PrecompressedBody('<p>x</p>'.repeat(500));
    expect(body.encoded('br')).toBe(body.encoded('br'));
    expect(await body.encoded('gzip')).toBe(await body.encoded('gzip'));
  });

  it('leaves tiny answers alone', async () => {
    const response = await get('/api/tiny', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });
});
