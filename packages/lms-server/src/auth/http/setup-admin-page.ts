// GET/POST /api/auth/setup-admin: the one-time page that creates the first administrator (see first-admin-setup).
import { API_PATHS, AUTH_ENDPOINTS, isLmsError, signUpRequestSchema } from '@lms/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { completeAdminSetup } from '@lms/domain';
import { peekOobCode } from '@lms/domain';
import type { FormField } from './html-page';
import { sendPage } from './html-page';
import { requireSameSite } from './request-origin';

const TITLE = 'Create the administrator account';

function formFields(
  ctx: ServerContext,
  code: string,
  values: { email?: string; displayName?: string },
): FormField[] {
  return [
    { name: 'code', label: 'Setup code', type: 'hidden', value: code },
    {
      name: 'email',
      label: 'E-mail address',
      type: 'email',
      value: values.email,
      autocomplete: 'username',
      required: true,
    },
    {
      name: 'displayName',
      label: 'Your name (optional)',
      type: 'text',
      value: values.displayName,
      autocomplete: 'name',
    },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      autocomplete: 'new-password',
      required: true,
      hint: `At least ${ctx.config.passwordPolicy.minLength} characters.`,
    },
    {
      name: 'confirmPassword',
      label: 'Repeat the password',
      type: 'password',
      autocomplete: 'new-password',
      required: true,
    },
  ];
}

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

export function registerSetupAdminPage(scope: FastifyInstance, ctx: ServerContext): void {
  const path = API_PATHS.auth(AUTH_ENDPOINTS.setupAdmin);
  const action = path;
  const intro = ['This page works once. The account you create here manages the platform.'];

  scope.get(`/${AUTH_ENDPOINTS.setupAdmin}`, async (request, reply) => {
    const code = field(request.query, 'code');
    try {
      await peekOobCode(ctx, code, 'ADMIN_SETUP');
    } catch (error) {
      if (!isLmsError(error)) throw error;
      return sendPage(reply, 400, {
        title: TITLE,
        intro: [
          'This setup link is not valid, has expired or was already used. Restart the server to print a new one.',
        ],
      });
    }
    return sendPage(reply, 200, {
      title: TITLE,
      intro,
      form: { action, fields: formFields(ctx, code, {}), submitLabel: 'Create the account' },
    });
  });

  scope.post(
    `/${AUTH_ENDPOINTS.setupAdmin}`,
    { onRequest: requireSameSite(ctx.config.publicUrl) },
    async (request, reply) => {
      const code = field(request.body, 'code');
      const values = { email: field(request.body, 'email'), displayName: field(request.body, 'displayName') };
      const password = field(request.body, 'password');
      const showForm = (status: number, error: string, errorField?: string) =>
        sendPage(reply, status, {
          title: TITLE,
          intro,
          error,
          ...(errorField ? { errorField } : {}),
          form: { action, fields: formFields(ctx, code, values), submitLabel: 'Create the account' },
        });

      const parsed = signUpRequestSchema.safeParse({
        email: values.email,
        password: password === '' ? undefined : password,
        ...(values.displayName.trim() ? { displayName: values.displayName } : {}),
      });
      if (!parsed.success) {
        const onEmail = parsed.error.issues.some((issue) => issue.path[0] === 'email');
        return onEmail
          ? showForm(400, 'Enter a valid e-mail address.', 'email')
          : showForm(400, 'Enter a password.', 'password');
      }
      if (password !== field(request.body, 'confirmPassword')) {
        return showForm(400, 'The two passwords are not the same.', 'confirmPassword');
      }
      try {
        await completeAdminSetup(ctx, { code, ...parsed.data });
      } catch (error) {
        if (!isLmsError(error)) throw error;
        if (error.code === 'auth/invalid-action-code' || error.code === 'auth/expired-action-code') {
          return sendPage(reply, 400, {
            title: TITLE,
            intro: [
              'This setup link is not valid, has expired or was already used. Restart the server to print a new one.',
            ],
          });
        }
        if (error.code === 'auth/operation-not-allowed') {
          return sendPage(reply, 409, {
            title: TITLE,
            intro: [error.message],
            link: { href: `${ctx.config.publicUrl}/login`, label: 'Go to sign-in' },
          });
        }
        const errorField = error.code === 'auth/password-does-not-meet-requirements' ? 'password' : 'email';
        return showForm(400, `${error.message}.`, errorField);
      }
      return sendPage(reply, 201, {
        title: 'Administrator account ready',
        intro: [`${parsed.data.email} is now the administrator. Sign in to manage the platform.`],
        link: { href: `${ctx.config.publicUrl}/login`, label: 'Go to sign-in' },
      });
    },
  );
}
