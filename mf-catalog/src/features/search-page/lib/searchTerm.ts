/** The term a /pretraga URL asks for (`?search=…`, trimmed): the page and the server's prefetch read it alike. */
export const searchTermOf = (searchParams: URLSearchParams) => (searchParams.get('search') ?? '').trim();
