import fp from 'fastify-plugin';
import {
  compress,
  isCompressibleType,
  MIN_COMPRESSED_BYTES,
  preferredEncoding,
  varyOnEncoding,
} from '../../http/compression';

/**
 * Every text answer (HTML, JSON, XML) of at least 1 KB goes out as brotli or gzip when the client asks. Static files
 * are not touched: they stream their build's `.br`/`.gz` copy (plugins/external/static.ts). Answers that carry a
 * `Content-Encoding` already (a cached page's stored form, see send-precompressed.ts) are sent as they are. WebSocket
 * frames never pass through `onSend`.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding') || !isCompressibleType(reply.getHeader('content-type'))) return payload;
      if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES) return payload;
      reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding).removeHeader('content-length');
      return compress(payload, encoding, 'fast');
    });
  },
  { name: 'compression' },
);
