import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes one uploaded file (admin images, CSV import) and streams it itself with `request.file()`. */
    fileUpload?: { maxBytes: number };
  }
}

/**
 * multipart/form-data — what a browser's FormData sends — for the spec's "form data" calls (SPEC §7: addToCart and
 * the favourites calls; `bodyType: 'form'` in the registry, `config.formBody` on the route). Fields only, each small,
 * few of them; a file part is refused (413). A `config.fileUpload` route (staff only) reads one file part itself:
 * `request.file({ limits: fileLimits(request) })`. Every other route refuses multipart before reading it.
 */
export default fp(
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { files: 0, fields: 10, parts: 10, fieldNameSize: 100, fieldSize: 1024, headerPairs: 20 },
    });

    // By the header: `isMultipart()` is only known once the body parser ran, and this must stop before it does.
    app.addHook('onRequest', async (request) => {
      const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
      const { formBody, fileUpload } = request.routeOptions.config;
      if (multipart && !formBody && !fileUpload) throw new HttpError('BAD_REQUEST');
    });

    // The fields become the body the route's schema validates, like an urlencoded form's.
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart() || request.routeOptions.config.fileUpload) return;
      const body: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') body[part.fieldname] = String(part.value);
        }
      } catch (error) {
        // The limits' own errors carry 413; a malformed stream (busboy's plain Error) is the client's mistake too.
        const status = (error as { statusCode?: number }).statusCode;
        throw status && status >= 400 && status < 500 ? error : new HttpError('BAD_REQUEST');
      }
      request.body = body;
    });
  },
  { name: 'multipart' },
);

/** The limits for `request.file()` on a `config.fileUpload` route: one file of at most its `maxBytes`. */
export function fileLimits(request: FastifyRequest) {
  const maxBytes = request.routeOptions.config.fileUpload?.maxBytes ?? 0;
  return { files: 1, fileSize: maxBytes, fields: 10, parts: 11, fieldSize: 1024 };
}
