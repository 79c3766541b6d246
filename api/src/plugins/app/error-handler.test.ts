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
    expect(response.json()).toEqual({ message: 'Tražena adresa ne postoji.' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "ana@example.ba", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Tijelo zahtjeva nije ispravan JSON.' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Tijelo zahtjeva nije ispravan JSON.' });
  });

  it('answers an unsupported content type with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Neispravan zahtjev.' });
  });

  it('answers a POST without a body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Nedostaju podaci zahtjeva.' });
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
    expect(response.json()).toEqual({ message: 'Dogodila se greška. Pokušajte ponovo kasnije.' });
  });
});
