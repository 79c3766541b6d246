import type { Readable } from 'node:stream';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
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
 * `uploadedFilePart(request)` and `readUploadedFile(part, read)`. Every other route refuses multipart before reading it.
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

/** A limit's own error keeps its 4xx (413 and the like); anything else the multipart parser threw is a bad body. */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  return status && status >= 400 && status < 500 ? error : new HttpError('BAD_REQUEST');
}

/**
 * The one file part of a `config.fileUpload` route's body, or undefined when it holds none. A body that does not parse
 * as multipart (no boundary in its Content-Type, cut before its first part) is the client's mistake: 400.
 */
export async function uploadedFilePart(request: FastifyRequest): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    return await request.file({ limits: fileLimits(request) });
  } catch (error) {
    throw asClientError(error);
  }
}

/**
 * Reads an uploaded file with `read`. If the request body fails meanwhile (the client hung up, a proxy cut it, the
 * closing boundary never came) the answer is 400, not 500; what `read` itself fails with (a database error while
 * storing the file, a check of its content) stays as it is.
 */
export async function readUploadedFile<T>(part: MultipartFile, read: (stream: Readable) => Promise<T>): Promise<T> {
  let bodyFailed = false;
  part.file.once('error', () => {
    bodyFailed = true;
  });
  try {
    return await read(part.file);
  } catch (error) {
    // The stream may have failed before the listener was added: `errored` keeps its error.
    throw bodyFailed || part.file.errored ? asClientError(error) : error;
  }
}

/** The uploaded file's bytes: 400 without a file or with a broken body, the route's own `tooLarge()` over its limit. */
export async function uploadedFileBytes(request: FastifyRequest, tooLarge: () => HttpError): Promise<Buffer> {
  const part = await uploadedFilePart(request);
  if (!part) throw new HttpError('BAD_REQUEST');
  try {
    return await readUploadedFile(part, () => part.toBuffer());
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
