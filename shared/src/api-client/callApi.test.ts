import { endpoints } from '../contracts/endpoints';
import { ApiError, callApi } from './index';

/** Answers every fetch with `body` and `status`, recording the requests. */
function answer(status: number, body: unknown) {
  const requests: RequestInit[] = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    requests.push(init ?? {});
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return requests;
}

function onPage(pathname: string) {
  Object.defineProperty(globalThis, 'location', { value: { pathname }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'location');
});

describe('callApi and errors', () => {
  it.each([
    ['/en/proizvod/x', 'en'],
    ['/proizvod/x', 'sr'],
  ])('sends the language of %s', async (pathname, language) => {
    onPage(pathname);
    const requests = answer(200, { status: 200, quantity: 1 });
    await callApi(endpoints.addToCart, { body: { id: 1, quantity: 1 } });
    expect(requests[0]?.headers).toEqual(expect.objectContaining({ 'accept-language': language }));
  });

  it("throws the server's message, code and fields", async () => {
    answer(400, { message: 'Please fill in all fields!', code: 'VALIDATION', fields: { naziv: 'FILL_ALL_FIELDS' } });
    const error = await callApi(endpoints.getUser).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please fill in all fields!',
      code: 'VALIDATION',
      fields: { naziv: 'FILL_ALL_FIELDS' },
    });
  });

  it("reads a body that is not the API's as INTERNAL, in the page's language", async () => {
    onPage('/en/korpa');
    answer(502, '<html>Bad gateway</html>');
    await expect(callApi(endpoints.getUser)).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'An error occurred. Please try again later.',
    });
  });
});
