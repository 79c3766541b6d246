import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPrecompressed } from '../http/send-precompressed';
import { NO_CACHE } from '../static/cache-control';
import type { RenderedDocument } from './plugin';

/** A server-rendered page, in the encoding the browser asks for (compressed when it was cached). */
export function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedDocument): Promise<void> {
  reply.code(page.status).header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
  return sendPrecompressed(request, reply, page.body);
}
