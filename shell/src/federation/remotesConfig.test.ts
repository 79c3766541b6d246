import { toFederationRemotes } from './remotesConfig';

describe('toFederationRemotes', () => {
  it('keeps the configured remotes, named by their key, in a stable order', () => {
    expect(
      toFederationRemotes({
        product: { entry: '/mf/product/mf-manifest.json' },
        catalog: { entry: 'https://cdn.example/catalog/mf-manifest.json' },
      }),
    ).toEqual([
      { name: 'catalog', entry: 'https://cdn.example/catalog/mf-manifest.json' },
      { name: 'product', entry: '/mf/product/mf-manifest.json' },
    ]);
  });
});
