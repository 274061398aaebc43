// Mounts the server-rendered pages under /api/auth/ (first-admin setup, e-mail confirmation) in their own Fastify
// scope, with the auth error shape and an HTML-form body parser that apply to these routes only. The JSON endpoints
// are the domain's protocol (api-routes.ts); the OIDC popups are registered by registerOidcRoutes.
import { API_PATHS } from '@lms/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { replyWithAuthError } from './http/auth-error-reply';
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
      registerSetupAdminPage(scope, ctx);
      registerVerifyEmailPage(scope, ctx);
    },
    { prefix },
  );
}
