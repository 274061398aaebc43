// Mounts everything under /api/auth/ (except the OIDC popups, registered by registerOidcRoutes) in its own Fastify
// scope, with the auth error shape and an HTML-form body parser that apply to these routes only.
import { API_PATHS } from '@lms/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerAccountRoutes } from './http/account-routes';
import { replyWithAuthError } from './http/auth-error-reply';
import { registerDiscoveryRoutes } from './http/discovery-routes';
import { registerSetupAdminPage } from './http/setup-admin-page';
import { registerVerifyEmailPage } from './http/verify-email-page';

const FORM_BODY_LIMIT = 64 * 1024;

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const prefix = API_PATHS.auth('').replace(/\/$/, '');
  void app.register(
    async (scope) => {
      scope.setErrorHandler(replyWithAuthError);
      // The setup and verification pages post plain HTML forms; the token endpoint accepts OAuth's form encoding.
      if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
          (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
        );
      }
      registerAccountRoutes(scope, ctx);
      registerDiscoveryRoutes(scope, ctx);
      registerSetupAdminPage(scope, ctx);
      registerVerifyEmailPage(scope, ctx);
    },
    { prefix },
  );
}
