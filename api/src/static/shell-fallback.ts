import path from 'node:path';
import { errorMessage } from '@shop/shared/i18n/core';
import { isServerRendered, routeOf } from '@shop/shared/site';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { requestLanguage } from '../http/language';
import { sendRenderedPage } from '../ssr/send-page';
import { NO_CACHE } from './cache-control';
import { isFile, isShellNavigation, liveShellDir } from './dist-folders';
import { readShellHtml } from './shell-html';

/**
 * Unknown URLs: a browser navigation gets the page, rendered on the server for public pages (decision 011), else the
 * shell's index.html (history fallback; the shell renders its own not-found page); everything else a JSON 404. Pages
 * for signed-in users or staff (the route table's `access`) carry `X-Robots-Tag: noindex`: robots.txt keeps crawlers
 * out, this keeps a linked admin or account URL out of the index.
 */
export function notFoundHandler(staticRoot: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const shellDir = liveShellDir(staticRoot, request.server.liveReleases.snapshot.shell);
    if (isShellNavigation(request) && (await isFile(path.join(shellDir, 'index.html')))) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (routeOf(pathname)?.access) reply.header('x-robots-tag', 'noindex, nofollow');
      const page = isServerRendered(pathname) ? await request.server.renderPage(request) : undefined;
      if (page) {
        await sendRenderedPage(request, reply, page);
        return reply;
      }
      return reply.sendFile('index.html', shellDir);
    }
    throw new HttpError('ROUTE_NOT_FOUND');
  };
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%`, `/proizvod/%E0%A4%A`). A navigation gets the
 * shell's page with a 404 (the shell shows not-found); anything else, the API included, a JSON 400. Fastify calls this
 * outside the routes, so neither the error handler nor `reply.sendFile` is available here.
 */
export function badUrlHandler(staticRoot: string) {
  return async (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const shellDir = liveShellDir(staticRoot, request.server.liveReleases.snapshot.shell);
    if (isShellNavigation(request)) {
      const html = await readShellHtml(shellDir).catch(() => undefined);
      if (html !== undefined) {
        return reply.code(404).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
      }
    }
    const language = requestLanguage(request);
    return reply
      .code(400)
      .header('content-language', language)
      .send({ message: errorMessage(language, 'BAD_REQUEST'), code: 'BAD_REQUEST' });
  };
}
