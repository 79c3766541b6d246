import path from 'node:path';
import fp from 'fastify-plugin';
import { messages } from '../../http/messages';
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
        return reply.sendFile('index.html', shellDir);
      }
      return reply.code(404).send({ message: messages.routeNotFound });
    });
  },
  { name: 'not-found', dependencies: ['static'] },
);
