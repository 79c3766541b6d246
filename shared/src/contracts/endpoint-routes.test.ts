import { endpoints as browserEndpoints } from './endpoint-routes';
import { endpoints } from './endpoints';

const routeOf = ({ method, path, bodyType }: { method: string; path: string; bodyType?: string }) => ({
  method,
  path,
  bodyType,
});

describe('the browser route table', () => {
  it('has every endpoint with the method, path and body encoding of its area', () => {
    const expected = Object.fromEntries(Object.entries(endpoints).map(([name, endpoint]) => [name, routeOf(endpoint)]));
    const actual = Object.fromEntries(
      Object.entries(browserEndpoints).map(([name, endpoint]) => [name, routeOf(endpoint)]),
    );
    expect(actual).toEqual(expected);
  });

  it('carries no schema', () => {
    const keys = new Set(Object.values(browserEndpoints).flatMap((endpoint) => Object.keys(endpoint)));
    expect([...keys].sort()).toEqual(['bodyType', 'method', 'path']);
  });
});
