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

  it('sends a form-data call as FormData (multipart), a JSON call as JSON', async () => {
    const requests = answer(200, { status: 200, quantity: 1 });
    await callApi(endpoints.addToCart, { body: { id: 7, quantity: 2 } });
    const form = requests[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries((form as FormData).entries())).toEqual({ id: '7', quantity: '2' });
    expect(requests[0]?.headers).not.toHaveProperty('content-type');
    await callApi(endpoints.searchProducts, { body: { value: 'monitor' } });
    expect(requests[1]?.body).toBe(JSON.stringify({ value: 'monitor' }));
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
