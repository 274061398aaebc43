// Mounts everything under /api/auth/ (except the OIDC popups, registered by registerOidcRoutes) in its own Fastify
// scope, with the auth error shape and an HTML-form body parser that apply to these routes only.
import { API_PATHS } from '@lms/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { pruneRateLimits } from '@lms/domain';
import { registerAccountRoutes } from './http/account-routes';
import { replyWithAuthError } from './http/auth-error-reply';
import { registerDiscoveryRoutes } from './http/discovery-routes';
import { registerSetupAdminPage } from './http/setup-admin-page';
import { registerVerifyEmailPage } from './http/verify-email-page';
import { pruneExpiredOobCodes } from '@lms/domain';
import { pruneExpiredRefreshTokens } from '@lms/domain';

const FORM_BODY_LIMIT = 64 * 1024;
const PRUNE_EVERY_MS = 60 * 60_000;
/** Longer than the longest configurable rate-limit window (7 days). */
const RATE_LIMIT_RETENTION_MS = 8 * 24 * 60 * 60_000;

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

  // Expired codes, tokens and counters are useless; removing them keeps lookups fast. Every copy may do it.
  const timer = setInterval(() => void pruneExpiredAuthRecords(ctx), PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export async function pruneExpiredAuthRecords(ctx: ServerContext): Promise<void> {
  try {
    await pruneExpiredOobCodes(ctx);
    await pruneExpiredRefreshTokens(ctx);
    await pruneRateLimits(ctx, RATE_LIMIT_RETENTION_MS);
  } catch (error) {
    ctx.log.warn({ err: error }, 'Could not prune expired auth records');
  }
}
