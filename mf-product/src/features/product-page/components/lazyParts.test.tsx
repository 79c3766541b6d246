/** @jest-environment node */

import { lazyPart } from '@shop/shared/ui';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { loadLazyParts, Specifications } from './lazyParts';

function Table({ rows }: { rows: string[] }) {
  return (
    <table>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <td>{row}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An importer like `() => import('./Table')`, counting its calls; `failures` first calls reject (a lost chunk). */
function importerOf(failures = 0) {
  const importer = jest.fn(async () => {
    if (importer.mock.calls.length <= failures) throw new Error('chunk failed to load');
    return Table;
  });
  return importer;
}

async function serverHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

// lazyPart (@shop/shared/ui), as the product page's parts below the fold use it (decision 017).

it('the spec table renders completely in a server render before its code was loaded, and at once after', async () => {
  const table = (
    <MemoryRouter>
      <Specifications pairs={[{ naziv: 'Procesor', vrijednost: 'Intel Core i5' }]} />
    </MemoryRouter>
  );
  expect(await serverHtml(table)).toContain('<th scope="row">Procesor</th><td>Intel Core i5</td>');
  await loadLazyParts();
  expect(renderToString(table)).toContain('<th scope="row">Procesor</th><td>Intel Core i5</td>');
});

it('renders completely on the server before its code was loaded: the render waits for the chunk', async () => {
  const LazyTable = lazyPart(importerOf());
  expect(await serverHtml(<LazyTable rows={['Procesor', 'RAM']} />)).toContain(
    '<td>Procesor</td></tr><tr><td>RAM</td>',
  );
});

it('renders at once, with no boundary waiting, once load() resolved', async () => {
  const LazyTable = lazyPart(importerOf());
  expect(renderToString(<LazyTable rows={['Procesor']} />)).not.toContain('Procesor');
  await LazyTable.load();
  expect(renderToString(<LazyTable rows={['Procesor']} />)).toBe(
    '<table><tbody><tr><td>Procesor</td></tr></tbody></table>',
  );
});

it('fetches its code once, however often it is loaded and rendered', async () => {
  const importer = importerOf();
  const LazyTable = lazyPart(importer);
  await Promise.all([LazyTable.load(), LazyTable.load(), serverHtml(<LazyTable rows={['a']} />)]);
  await LazyTable.load();
  expect(importer).toHaveBeenCalledTimes(1);
});

it('fetches its code again after a failed fetch', async () => {
  const importer = importerOf(1);
  const LazyTable = lazyPart(importer);
  await expect(LazyTable.load()).rejects.toThrow('chunk failed to load');
  await LazyTable.load();
  expect(importer).toHaveBeenCalledTimes(2);
  expect(renderToString(<LazyTable rows={['RAM']} />)).toContain('<td>RAM</td>');
});
