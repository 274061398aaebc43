// The API's request protocol (lms-domain's wire/api-protocol.ts: the callable envelope and the sign-in service's
// JSON endpoints), mounted on Fastify. Fastify only routes, applies the body size limit and hands over the body's
// text; every rule of the protocol (media types, Origin, body parsing, statuses, error bodies) is the domain's,
// so each host answers alike.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BODY_LIMIT_BYTES,
  createApiProtocol,
  type ApiProtocolOptions,
  type ApiRequest,
  type ApiRoute,
  type DomainLog,
} from '@lms/domain';
import type { ServerContext } from './context';
import { replyWithAuthError } from './auth/http/auth-error-reply';

/** find-my-way reads ":" as a parameter; "::" is a literal colon, as in "accounts:signUp". */
const literalPath = (path: string) => path.replace(/:/g, '::');

export function registerApiRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: ApiProtocolOptions,
): void {
  const protocol = createApiProtocol(ctx, options);
  const routeAt = (method: string, path: string): ApiRoute => {
    const route = protocol.route(method, path);
    if (route === null) throw new Error(`The API protocol has no route ${method} ${path}`);
    return route;
  };

  // The sign-in service: its own scope, so Fastify's own refusals (a body too large) take the auth error shape.
  void app.register(async (scope) => {
    keepBodyText(scope);
    scope.setErrorHandler(replyWithAuthError);
    for (const path of protocol.paths.authPost) {
      const route = routeAt('POST', path);
      scope.post(literalPath(path), (request, reply) => answer(route, request, reply));
    }
    for (const path of protocol.paths.authGet) {
      const route = routeAt('GET', path);
      scope.get(literalPath(path), (request, reply) => answer(route, request, reply));
    }
  });

  void app.register(async (scope) => {
    keepBodyText(scope);
    scope.post<{ Params: { name: string } }>(`${protocol.paths.functionsPrefix}:name`, (request, reply) =>
      answer(protocol.callableRoute(request.params.name), request, reply),
    );
  });
}

/** Every media type reaches the protocol as text (it decides what it accepts), up to the body limit. */
function keepBodyText(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  const asText = { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES } as const;
  const keep = (
    _request: FastifyRequest,
    body: string | Buffer,
    done: (error: null, body: unknown) => void,
  ) => done(null, body);
  // Named so Fastify caches the lookup: the catch-all alone parses the Content-Type header again on every call.
  scope.addContentTypeParser(['application/json', 'text/plain'], asText, keep);
  scope.addContentTypeParser('*', asText, keep);
}

/**
 * A Fastify request as the protocol reads it. A class, not an object literal per call: its getters live on the
 * prototype (a literal with a getter is built by the runtime on every request), and Fastify's own getters (the
 * client's address, the host) run only when the protocol asks.
 */
class FastifyApiRequest implements ApiRequest {
  constructor(private readonly request: FastifyRequest) {}

  get method(): string {
    return this.request.method;
  }

  header(name: string): string | undefined {
    const value = this.request.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  get bodyText(): string | undefined {
    return typeof this.request.body === 'string' ? this.request.body : undefined;
  }

  /** Behind a proxy, the client's address when LMS_TRUST_PROXY says so (Fastify's trustProxy). */
  get clientIp(): string {
    return this.request.ip;
  }

  get requestOrigin(): string {
    return `${this.request.protocol}://${this.request.host}`;
  }

  get log(): DomainLog {
    return this.request.log;
  }
}

async function answer(route: ApiRoute, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const response = await route.answer(new FastifyApiRequest(request));
  return reply.code(response.status).headers(response.headers).send(response.body);
}
