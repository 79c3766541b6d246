import path from 'node:path';
import fp from 'fastify-plugin';
import { messages } from '../../http/messages';
import { sendProductPage } from '../../seo-product';
import { isFile, isShellNavigation, shellDistDir } from '../../static/dist-folders';

/**
 * Unknown URLs: a browser navigation gets the shell's index.html (history fallback; the shell renders its own
 * not-found page), everything else a JSON 404.
 */
export default fp(
  async (app, { staticRoot }: { staticRoot: string }) => {
    app.setNotFoundHandler(async (request, reply) => {
      const shellDir = shellDistDir(staticRoot);
      if (isShellNavigation(request) && (await isFile(path.join(shellDir, 'index.html')))) {
        // Product pages get their SEO head (title, canonical, Open Graph, JSON-LD) rendered in by the server.
        if (await sendProductPage(app, request, reply, shellDir)) return reply;
        return reply.sendFile('index.html', shellDir);
      }
      return reply.code(404).send({ message: messages.routeNotFound });
    });
  },
  { name: 'not-found', dependencies: ['static'] },
);
