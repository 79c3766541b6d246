import type { ProductResponse } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import { sitePaths } from '@shop/shared/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRenderedPage } from '../../../ssr/send-page';
import { NO_CACHE } from '../../../static/cache-control';
import { readShellHtml } from '../../../static/shell-html';
import { productResponseJson } from '../product-page';
import { withProductHead } from './head-tags';

/**
 * The shell's index.html with the product's head (SPEC §9 structured data) in the page's language, or a 301 to the
 * current slug (former slug or name) in the same language; resolves to `true` once sent. Resolves to `false` (nothing sent: the caller falls back to the plain page)
 * for an unknown product (the app shows not-found) and when the product cannot be read (the page then asks the API
 * itself). A boolean, not the reply: a Fastify reply is thenable, and awaiting it would resolve to `undefined`.
 */
export async function sendProductHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  shellDir: string,
  name: string,
  language: Language,
): Promise<boolean> {
  if (name.length > 300) return false;

  let json: string | undefined;
  try {
    // The page's language, as its own API calls send it (decision 007): the head says what the page shows.
    json = await productResponseJson(app, name, language);
  } catch (error) {
    request.log.warn({ err: error }, 'product head not rendered');
    return false;
  }
  if (json === undefined) return false;
  // Our own serialised answer: no need to validate it again.
  const answer = JSON.parse(json) as ProductResponse;
  if (answer.status === 301) {
    reply.redirect(sitePaths(language).product(answer.slug), 301);
    return true;
  }
  // The page rendered on the server when it can be (cached with its head), else the shell's page for the browser.
  const withHead = (html: string) => withProductHead(html, answer, request.siteOrigin(), language);
  const page = await app.renderPage(request, withHead);
  if (page) {
    await sendRenderedPage(request, reply, page);
    return true;
  }
  reply
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(withHead(await readShellHtml(shellDir)));
  return true;
}
