import { SERVER_STATE_SCRIPT_ID } from '@shop/shared/ssr';
import { pageDocument } from './page-document';

const TEMPLATE =
  '<!doctype html><html lang="sr-Latn"><head><meta name="description" content="Opšti opis"><title>IT Shop</title>' +
  '<script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';

function documentFor(pathname: string, title = 'O nama | IT Shop') {
  return pageDocument({
    template: TEMPLATE,
    page: {
      status: 200,
      html: '<h1>O nama</h1>',
      head: { title, description: 'Ko smo </script>' },
      queryState: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] },
      modules: ['catalog/HomeHighlights'],
      failedParts: [],
    },
    pathname,
    origin: 'https://itshop.ba',
    remotes: { catalog: { entry: '/mf/catalog/r/b2-y/mf-manifest.json' } },
    releases: 'shell=a1-x,catalog=b2-y',
    assets: [{ styles: ['/mf/catalog/a.css'], scripts: ['/mf/catalog/remoteEntry.js'] }],
    manifests: { catalog: { metaData: { name: 'catalog' }, exposes: [], shared: [] } },
  });
}

describe('pageDocument', () => {
  it('puts the rendered markup in #root and the state the browser hydrates from in a JSON block', () => {
    const html = documentFor('/o-nama');
    expect(html).toContain('<div id="root"><h1>O nama</h1></div>');
    const json = new RegExp(`<script type="application/json" id="${SERVER_STATE_SCRIPT_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(json?.[1] ?? 'null')).toEqual({
      remotes: { catalog: { entry: '/mf/catalog/r/b2-y/mf-manifest.json' } },
      releases: 'shell=a1-x,catalog=b2-y',
      modules: ['catalog/HomeHighlights'],
      manifests: { catalog: { metaData: { name: 'catalog' }, exposes: [], shared: [] } },
      queryState: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] },
    });
    // Data can never end the block or start a script.
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("writes the page's title, description, language, canonical and hreflang links, and the remotes' CSS", () => {
    const html = documentFor('/en/about', 'About us | IT Shop');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>About us | IT Shop</title>');
    expect(html).toContain('<meta name="description" content="Ko smo &#60;/script&#62;" />');
    expect(html).not.toContain('Opšti opis');
    expect(html).toContain('<link rel="canonical" href="https://itshop.ba/en/about"');
    expect(html).toContain('<link rel="alternate" hreflang="sr" href="https://itshop.ba/o-nama"');
    expect(html).toContain('<link rel="stylesheet" href="/mf/catalog/a.css" />');
    expect(html).toContain('<link rel="preload" as="script" href="/mf/catalog/remoteEntry.js" />');
  });

  it('gives a shop page its canonical link and its English twin (issue 26), and the not-found page no twin', () => {
    const html = documentFor('/en/webshop/laptopi/');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<link rel="canonical" href="https://itshop.ba/en/webshop/laptopi"');
    expect(html).toContain('<link rel="alternate" hreflang="sr" href="https://itshop.ba/webshop/laptopi"');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://itshop.ba/en/webshop/laptopi"');
    const notFound = documentFor('/not-found');
    expect(notFound).toContain('<link rel="canonical" href="https://itshop.ba/not-found"');
    expect(notFound).not.toContain('hreflang');
  });

  // Issue 24: String.replace reads `$``, `$'`, `$&` in a replacement string as patterns (the text before the match,
  // after it, the match itself), so a search term or a product name holding them copied the template into the page.
  it('keeps `$` sequences in the markup, the title and the state as they are', () => {
    const text = "abc$`xyz $' $& $$ $1";
    const html = pageDocument({
      template: TEMPLATE,
      page: {
        status: 200,
        html: `<p>${text}</p>`,
        head: { title: text, description: text },
        queryState: { queries: [{ queryKey: ['search', text], state: { data: text } }] },
        modules: [],
        failedParts: [],
      },
      pathname: '/pretraga',
      origin: 'https://itshop.ba',
      remotes: {},
      releases: '',
      assets: [],
      manifests: {},
    });
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(html).toContain(`<div id="root"><p>${text}</p></div>`);
    expect(html).toContain('<title>abc$`xyz $&#39; $&#38; $$ $1</title>');
    const json = new RegExp(`<script type="application/json" id="${SERVER_STATE_SCRIPT_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(json?.[1] ?? 'null').queryState.queries[0].state.data).toBe(text);
  });
});
