import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { RemoteReleases } from './remote-releases';

/** A remote's manifest as its browser build writes it (only the fields the server reads). */
function manifest(cssFile: string) {
  return JSON.stringify({
    metaData: { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server/', type: 'commonjs-module' } },
    exposes: [
      {
        name: 'WebshopPage',
        assets: { js: { sync: ['1.js', 'expose.js'], async: [] }, css: { sync: [cssFile], async: ['lazy.css'] } },
      },
    ],
  });
}

describe('RemoteReleases', () => {
  let server: Server;
  let origin: string;
  let body = manifest('page.1.css');

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/mf/catalog/mf-manifest.json') response.end(body);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('names a redeployed remote once its manifest changes, and links the new build', async () => {
    const redeployed: { name: string; entry: string }[][] = [];
    const releases = new RemoteReleases(
      { catalog: { entry: '/mf/catalog/mf-manifest.json' }, product: { entry: '/mf/product/mf-manifest.json' } },
      origin,
      (names, commit) => {
        redeployed.push(names);
        commit();
      },
      { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger,
    );
    await releases.refresh();
    const firstKey = releases.key;
    expect(releases.assetsOf('catalog/WebshopPage')).toEqual({
      styles: ['/mf/catalog/page.1.css', '/mf/catalog/lazy.css'],
      scripts: ['/mf/catalog/remoteEntry.js', '/mf/catalog/1.js', '/mf/catalog/expose.js'],
    });
    // A manifest that cannot be read (product answers 404) leaves that remote's parts to the browser.
    expect(releases.assetsOf('product/ProductPage')).toEqual({ styles: [], scripts: [] });
    expect(releases.serverRemotes).toEqual([{ name: 'catalog', entry: `${origin}/mf/catalog/server/remoteEntry.js` }]);
    // The page carries the manifests of the remotes it loads, as read (product's could not be read).
    expect(releases.manifestsOf(['catalog/WebshopPage', 'product/ProductPage', 'catalog/SearchBox'])).toEqual({
      catalog: JSON.parse(manifest('page.1.css')),
    });
    expect(releases.manifestsOf(['product/ProductPage'])).toEqual({});

    await releases.refresh();
    expect(redeployed).toEqual([]);

    body = manifest('page.2.css');
    await releases.refresh();
    expect(redeployed).toEqual([[{ name: 'catalog', entry: `${origin}/mf/catalog/server/remoteEntry.js` }]]);
    expect(releases.key).not.toBe(firstKey);
    expect(releases.assetsOf('catalog/WebshopPage').styles[0]).toBe('/mf/catalog/page.2.css');
    // A page rendered after the redeploy carries the new manifest (and is cached under the new key).
    expect(releases.manifestsOf(['catalog/WebshopPage'])).toEqual({ catalog: JSON.parse(manifest('page.2.css')) });
  });
});
