import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Below this an answer fits a packet or two: compressing it costs more than it saves. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Text answers (HTML, JSON, XML sitemaps, plain text); images, PDFs and files are compressed already or elsewhere. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|javascript)|application\/[\w.+-]+\+(json|xml))/i;

export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * The encoding to answer in for an `Accept-Encoding` header: the highest q-value among brotli and gzip (`*` counts for
 * both), brotli on a tie; undefined for identity.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = weight('br') >= weight('gzip') ? 'br' : 'gzip';
  return weight(best) > 0 ? best : undefined;
}

/** Per request: fast. Once per cached page: small (brotli 11 takes too long for a page rendered on a cache miss). */
export type CompressionEffort = 'fast' | 'small';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function compress(body: string | Buffer, encoding: ContentEncoding, effort: CompressionEffort): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: effort === 'fast' ? 6 : 9 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'fast' ? 4 : 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/** `Vary` with `Accept-Encoding` added to what other code already put there. */
export function varyOnEncoding(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return values.join(', ');
  return [...values, 'accept-encoding'].join(', ');
}

/** A text and its compressed forms, each made once when first asked for (a cached page is compressed once). */
export class PrecompressedBody {
  readonly #encoded = new Map<ContentEncoding, Promise<Buffer>>();

  readonly byteLength: number;

  constructor(readonly text: string) {
    this.byteLength = Buffer.byteLength(text);
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = compress(this.text, encoding, 'small');
      this.#encoded.set(encoding, body);
    }
    return body;
  }
}
