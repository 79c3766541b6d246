import { testDatabases } from '../../test/databases';
import { insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('error answers on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it.each(['GET', 'POST', 'DELETE'] as const)('answers an unknown /api path (%s) with a JSON 404', async (method) => {
    const response = await t.app.inject({ method, url: '/api/nepostojece', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Tražena adresa ne postoji.', code: 'ROUTE_NOT_FOUND' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "ana@example.ba", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Tijelo zahtjeva nije ispravan JSON.', code: 'INVALID_JSON' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Tijelo zahtjeva nije ispravan JSON.', code: 'INVALID_JSON' });
  });

  it('answers an unsupported content type with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Neispravan zahtjev.', code: 'BAD_REQUEST' });
  });

  it('answers a POST without a body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Nedostaju podaci zahtjeva.', code: 'VALIDATION', fields: {} });
  });

  it('answers a server-side failure with a 500 that reveals nothing', async () => {
    // A row that breaks the contract (unknown role): the response cannot be serialised.
    await insertUser(t.db, { email: 'los@example.ba', password: 'lozinka123', role: 'Hacker' as 'Admin' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'los@example.ba', password: 'lozinka123' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Dogodila se greška. Pokušajte ponovo kasnije.', code: 'INTERNAL' });
  });
  describe('in the language of the request (Accept-Language, sent by the API client from the page)', () => {
    const getProduct = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/proizvod/nope', headers });

    it.each([
      ['en', 'en'],
      ['en-GB,en;q=0.9', 'en'],
      ['sr', 'sr'],
      ['sr-Latn,en;q=0.5', 'sr'],
      ['de', 'sr'],
    ])('answers %s in %s', async (acceptLanguage, language) => {
      const response = await getProduct({ 'accept-language': acceptLanguage });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-language']).toBe(language);
      expect(response.json()).toEqual({
        message: language === 'en' ? 'Product not found.' : 'Proizvod nije pronađen.',
        code: 'PRODUCT_NOT_FOUND',
      });
    });

    it('answers in Serbian when the request names no language', async () => {
      const response = await getProduct({});
      expect(response.json()).toEqual({ message: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
    });

    it('translates validation errors and names the fields at fault', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': 'en' },
        payload: { email: 'not-an-email', password: '' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please enter a valid email address!',
        code: 'VALIDATION',
        fields: { email: 'INVALID_EMAIL', password: 'PASSWORD_REQUIRED' },
      });
    });

    it('fills the field into a fallback text', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/proizvod/${'x'.repeat(301)}`,
        headers: { 'accept-language': 'en' },
      });
      expect(response.json()).toMatchObject({ message: 'Invalid value of the field: name.', code: 'VALIDATION' });
    });
  });
});
