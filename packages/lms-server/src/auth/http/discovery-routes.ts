// Read-only endpoints a client asks before signing in: password policy, reCAPTCHA (off), popup providers, JWKS.
import { AUTH_ENDPOINTS } from '@lms/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { publicJwks } from '@lms/domain';

export function registerDiscoveryRoutes(scope: FastifyInstance, ctx: ServerContext): void {
  scope.get(`/${AUTH_ENDPOINTS.passwordPolicy}`, async () => ctx.config.passwordPolicy);
  scope.get(`/${AUTH_ENDPOINTS.recaptchaConfig}`, async () => ({
    recaptchaEnforcementState: [{ provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' }],
  }));
  scope.get(`/${AUTH_ENDPOINTS.providers}`, async () => ({
    google: ctx.config.oidc.google !== undefined,
    microsoft: ctx.config.oidc.microsoft !== undefined,
  }));
  // Keys rotate rarely; a short cache keeps verifiers from asking on every token.
  scope.get('/jwks.json', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').send(await publicJwks(ctx)),
  );
}
