import type { FastifyReply, FastifyRequest } from 'fastify';
import { MIN_COMPRESSED_BYTES, type PrecompressedBody, preferredEncoding, varyOnEncoding } from './compression';

/**
 * Sends a body in the encoding the client asks for, from the forms the body keeps: nothing is compressed per request
 * (the compression hook leaves an answer that already has a `Content-Encoding` alone). The caller sets the type;
 * resolves once sent (not to the reply: a Fastify reply is thenable).
 */
export async function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedBody,
): Promise<void> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || body.byteLength < MIN_COMPRESSED_BYTES) {
    reply.send(body.text);
    return;
  }
  const encoded = await body.encoded(encoding);
  reply
    .header('content-encoding', encoding)
    .header('vary', varyOnEncoding(reply.getHeader('vary')))
    .send(encoded);
}
