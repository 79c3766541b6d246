import type { Endpoint } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { type RateLimitPolicyName, rateLimit as rateLimitPolicy } from '../plugins/external/rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route queries the database: it waits for migrations and answers 503 while the DB is unreachable. */
    needsDatabase?: boolean;
    /** The spec sends this call's body as form data: urlencoded or multipart (plugins/external/multipart.ts). */
    formBody?: boolean;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** Returns the response body (serialised through the endpoint's zod schema), or the reply once it has been sent. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.output<E['response']> | FastifyReply>;

/**
 * Registers a route from the shared `endpoints` registry, the same description the browser client is built from:
 * method, path, input schemas and the 200 response schema cannot drift apart.
 */
export function routeEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  {
    needsDatabase = true,
    rateLimit,
  }: {
    needsDatabase?: boolean;
    /** A named policy from `config.rateLimit.policies`: `{ rateLimit: 'signIn' }`. */
    rateLimit?: RateLimitPolicyName;
  } = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // Only the parts the endpoint declares (Fastify warns about schema keys set to undefined).
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { 200: endpoint.response },
    },
    config: {
      needsDatabase,
      formBody: endpoint.bodyType === 'form',
      ...(endpoint.permission && { permission: endpoint.permission }),
      ...(endpoint.upload && { fileUpload: endpoint.upload }),
      ...(rateLimit && { rateLimit: rateLimitPolicy(rateLimit) }),
    },
    // The handler's request type is derived from the same schemas Fastify validates with.
    handler: handler as RouteHandlerMethod,
  });
}

/** Sends JSON that is already a string (e.g. from a cache), skipping serialisation. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
