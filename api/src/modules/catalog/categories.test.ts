import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('GET /api/getCategoriesForWebShop on $name', (database) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers an empty list for an empty shop', async () => {
    t = await startTestApp(database);
    const response = await t.app.inject({ method: 'GET', url: '/api/getCategoriesForWebShop' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists categories by position, each with its image, slug and subcategories by position', async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/getCategoriesForWebShop' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id_kategorije: ids.tvId,
        naziv_kategorije: 'Televizori, audio, video',
        url_stranice: 'televizori,-audio,-video',
        url_slike: '/slike/kategorije/televizori,-audio,-video.svg',
        podkategorije: [
          { id_podkategorije: ids.televisionsId, naziv_podkategorije: 'Televizori', url_stranice: 'televizori' },
        ],
      },
      {
        id_kategorije: ids.computersId,
        naziv_kategorije: 'Računari i komponente',
        url_stranice: 'računari-i-komponente',
        url_slike: '/slike/kategorije/računari-i-komponente.svg',
        podkategorije: [
          { id_podkategorije: ids.processorsId, naziv_podkategorije: 'Procesori', url_stranice: 'procesori' },
          {
            id_podkategorije: ids.desktopsId,
            naziv_podkategorije: 'Desktop računari',
            url_stranice: 'desktop-računari',
          },
        ],
      },
    ]);
  });
});
