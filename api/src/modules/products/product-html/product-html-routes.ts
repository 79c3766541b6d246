import path from 'node:path';
import { routePattern } from '@shop/shared/site';
import type { FastifyPluginAsync } from 'fastify';
import { isFile, isShellNavigation, liveShellDir } from '../../../static/dist-folders';
import { sendProductHtml } from './send-product-html';

type ProductHtmlRequest = { Params: { naziv: string } };

/**
 * The product page for browsers and crawlers: the shell's index.html with the product's SEO head, JSON-LD and
 * inlined answer rendered in by the server (see send-product-html.ts). Whatever it cannot render (not a navigation,
 * no shell built, an unknown product) takes the not-found path, i.e. the plain history fallback.
 */
const productHtmlRoutes: FastifyPluginAsync<{ staticRoot: string }> = async (app, { staticRoot }) => {
  // Both languages' paths (`/proizvod/:naziv`, `/en/product/:naziv`). The history fallback served `/proizvod/<name>/`
  // the same way; Fastify routes match the trailing slash exactly.
  for (const language of ['sr', 'en'] as const) {
    const pattern = routePattern('product', language);
    for (const url of [pattern, `${pattern}/`]) {
      app.get<ProductHtmlRequest>(url, async (request, reply) => {
        const shellDir = liveShellDir(staticRoot, app.liveReleases.snapshot.shell);
        if (isShellNavigation(request) && (await isFile(path.join(shellDir, 'index.html')))) {
          const name = request.params.naziv.normalize('NFC');
          if (await sendProductHtml(app, request, reply, shellDir, name, language)) return reply;
        }
        return reply.callNotFound();
      });
    }
  }
};

export default productHtmlRoutes;
