import { answerEmbeddedManifests } from './embeddedManifests';

describe('answerEmbeddedManifests', () => {
  const manifest = { metaData: { name: 'catalog' }, exposes: [], shared: [] };
  const remotes = {
    catalog: { entry: '/mf/catalog/r/b2/mf-manifest.json' },
    product: { entry: '/mf/product/mf-manifest.json' },
  };

  it('answers the manifest the page carries from the page, and fetches anything else', async () => {
    const fetched: string[] = [];
    const fetchOtherwise = async (url: string) => {
      fetched.push(url);
      return new Response('{}');
    };
    const page = 'https://itshop.ba/proizvod/x';
    const fetchHook = answerEmbeddedManifests(remotes, { catalog: manifest }, fetchOtherwise, page);

    // The runtime asks for the URL resolved against the page.
    const answer = await fetchHook('https://itshop.ba/mf/catalog/r/b2/mf-manifest.json', {});
    expect(answer && (await answer.json())).toEqual(manifest);
    const relative = await fetchHook('/mf/catalog/r/b2/mf-manifest.json', {});
    expect(relative && (await relative.json())).toEqual(manifest);
    await fetchHook('/mf/product/mf-manifest.json', {});
    // A manifest at another URL (not the release the page was rendered with) is not answered from the page.
    await fetchHook('/mf/catalog/mf-manifest.json', {});
    expect(fetched).toEqual(['/mf/product/mf-manifest.json', '/mf/catalog/mf-manifest.json']);
  });
});
