import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ProductResponse } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productResponseJson } from '../routes/products/product-page';
import { NO_CACHE } from '../static/cache-control';
import { withProductHead } from './head-tags';

const PRODUCT_PATH = /^\/proizvod\/([^/?#]+)\/?(?:\?.*)?$/;

let shellHtml: { file: string; modifiedMs: number; text: Promise<string> } | undefined;

/** index.html, read again only when the file changes (a redeployed shell): one stat per request instead of a read. */
async function readShellHtml(shellDir: string): Promise<string> {
  const file = path.join(shellDir, 'index.html');
  const { mtimeMs } = await stat(file);
  if (shellHtml?.file !== file || shellHtml.modifiedMs !== mtimeMs) {
    shellHtml = { file, modifiedMs: mtimeMs, text: readFile(file, 'utf8') };
  }
  return shellHtml.text;
}

function decodedName(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded).normalize('NFC');
  } catch {
    return undefined;
  }
}

/**
 * Hook of the history fallback for `/proizvod/*` navigations (SPEC §9 structured data): answers the shell's
 * index.html with the product's head, or a 301 to the current slug (former slug or name), and resolves to `true`.
 * Resolves to `false` (nothing sent: the plain history fallback follows) for other paths, for an unknown product (the
 * app shows not-found) and when the product cannot be read (the page then asks the API itself). A boolean, not the
 * reply: a Fastify reply is thenable, and awaiting it would resolve to `undefined`.
 */
export async function sendProductPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  shellDir: string,
): Promise<boolean> {
  const encoded = PRODUCT_PATH.exec(request.url)?.[1];
  const name = encoded && decodedName(encoded);
  if (!name || name.length > 300) return false;

  let json: string | undefined;
  try {
    json = await productResponseJson(app, name);
  } catch (error) {
    request.log.warn({ err: error }, 'product head not rendered');
    return false;
  }
  if (json === undefined) return false;
  // Our own serialised answer: no need to validate it again.
  const answer = JSON.parse(json) as ProductResponse;
  if (answer.status === 301) {
    reply.redirect(`/proizvod/${encodeURIComponent(answer.slug)}`, 301);
    return true;
  }
  const html = await readShellHtml(shellDir);
  reply
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(withProductHead(html, answer, `${request.protocol}://${request.host}`, json));
  return true;
}
