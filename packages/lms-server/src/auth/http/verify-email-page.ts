// GET/POST /api/auth/verify-email: the mailed verification link opens a page with a confirm button, so mail
// scanners that fetch links do not use the code up; the POST does.
import { API_PATHS, AUTH_ENDPOINTS, isLmsError } from '@lms/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { allowedReturnUrl } from '@lms/domain';
import { peekOobCode } from '@lms/domain';
import { verifyEmailWithCode } from '@lms/domain';
import { sendPage } from './html-page';
import { requireSameSite } from './request-origin';

const TITLE = 'Confirm your e-mail address';

const param = (source: unknown, name: string): string => {
  const value = (source as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

export function registerVerifyEmailPage(scope: FastifyInstance, ctx: ServerContext): void {
  const action = API_PATHS.auth(AUTH_ENDPOINTS.verifyEmail);
  // Back to the app the reader asked from (this site or a library host); any other address is dropped.
  const continueTo = (raw: string): string => allowedReturnUrl(ctx, raw) ?? `${ctx.config.publicUrl}/`;
  const failure = (message: string) => ({
    title: TITLE,
    intro: [message, 'Sign in and ask for a new confirmation e-mail from your profile.'],
    link: { href: `${ctx.config.publicUrl}/login`, label: 'Go to sign-in' },
  });

  scope.get(`/${AUTH_ENDPOINTS.verifyEmail}`, async (request, reply) => {
    const oobCode = param(request.query, 'oobCode');
    const continueUrl = param(request.query, 'continueUrl');
    try {
      const code = await peekOobCode(ctx, oobCode, 'VERIFY_EMAIL');
      return sendPage(reply, 200, {
        title: TITLE,
        intro: [`Confirm that ${code.email} is your e-mail address.`],
        form: {
          action,
          submitLabel: 'Confirm',
          fields: [
            { name: 'oobCode', label: 'Code', type: 'hidden', value: oobCode },
            { name: 'continueUrl', label: 'Continue to', type: 'hidden', value: continueUrl },
          ],
        },
      });
    } catch (error) {
      if (!isLmsError(error)) throw error;
      return sendPage(reply, 400, failure(error.message));
    }
  });

  scope.post(
    `/${AUTH_ENDPOINTS.verifyEmail}`,
    { onRequest: requireSameSite(ctx.config.publicUrl) },
    async (request, reply) => {
      try {
        const { email } = await verifyEmailWithCode(ctx, param(request.body, 'oobCode'));
        return sendPage(reply, 200, {
          title: 'E-mail address confirmed',
          intro: [`Thank you: ${email} is confirmed.`],
          link: { href: continueTo(param(request.body, 'continueUrl')), label: 'Continue' },
        });
      } catch (error) {
        if (!isLmsError(error)) throw error;
        return sendPage(reply, 400, failure(error.message));
      }
    },
  );
}
