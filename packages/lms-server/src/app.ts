// The HTTP application: every route of the server on one Fastify instance. No state lives here beyond the
// context, so any number of copies can serve one PostgreSQL database behind a load balancer.
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth';
import { registerOpenBadgesRoutes } from './badges/open-badges-routes';
import { registerOidcRoutes, type OidcRoutesOptions } from './auth/oidc';
import type { ServerContext } from './context';
import { registerFileRoutes, type FileRoutesOptions } from './files';
import { registerPaymentRoutes } from './payments';
import { registerSurveyWebhook } from './surveys/survey-webhook-route';
import { handlers } from '@lms/domain';
import { BODY_LIMIT_BYTES, missingHandlers } from '@lms/domain';
import { registerApiRoutes } from './api-routes';
import { registerErrorHandler } from './http/error-handler';
import { registerFaviconRoutes } from './http/favicon-route';
import { trackHandlersInFlight } from './http/handlers-in-flight';
import { registerCanonicalHost } from './http/canonical-host';
import { registerHealthRoutes } from './http/health-routes';
import { registerMetrics } from './http/metrics-route';
import { registerOpenApiRoute } from './http/openapi-route';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticFiles } from './http/static-files';
import { registerLibraryCors } from './http/library-cors';
import { registerEmbedRoutes } from './embedding/embed-routes';
import { registerEmbedScriptRoute } from './embedding/embed-script-route';
import { startScheduledJobs } from './scheduled-jobs';

export interface AppOptions {
  oidc?: OidcRoutesOptions;
  files?: FileRoutesOptions;
}

export async function createApp(ctx: ServerContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: ctx.config.trustProxy,
    // Keep-alive connections must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
  });
  trackHandlersInFlight(app);
  registerSecurityHeaders(app, ctx);
  await registerLibraryCors(app, ctx.config);
  registerCanonicalHost(app, ctx.config.publicUrl);
  registerErrorHandler(app);
  registerMetrics(app, ctx);
  registerHealthRoutes(app, ctx);

  registerAuthRoutes(app, ctx);
  await registerOidcRoutes(app, ctx, options.oidc);
  await registerFileRoutes(app, ctx, options.files);
  registerApiRoutes(app, ctx, { handlers });
  const unimplemented = missingHandlers(handlers);
  if (unimplemented.length > 0)
    app.log.info({ operations: unimplemented }, 'operations answered with functions/unimplemented');
  registerPaymentRoutes(app, ctx);
  registerOpenBadgesRoutes(app, ctx);
  registerSurveyWebhook(app, ctx);
  registerEmbedRoutes(app, ctx);
  registerEmbedScriptRoute(app);
  registerOpenApiRoute(app, ctx.config);
  registerFaviconRoutes(app);
  await registerStaticFiles(app, ctx, handlers);
  startScheduledJobs(app, ctx);

  await app.ready();
  return app;
}
