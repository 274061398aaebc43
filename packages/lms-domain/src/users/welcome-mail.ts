// sendWelcomeEmail (spec 7): called by the client after an e-mail sign-up; only to the caller's own address, and
// rate-limited per user so it cannot be used to flood a mailbox. The client names the app the learner signed up in
// (`appUrl`): the mail opens it, and later mails do too.
import { LmsError } from '@lms/core';
import type { HandlerMap } from '../functions/registry';
import { enforceRateLimit, loadAuthRateLimits } from '../rate-limit';
import { createMailer } from '../mail/mailer';
import { welcomeMail } from '../mail/templates';
import { appAddressOf, rememberAppAddress } from '../platform/user-app-address';
import { isEmailEnabled } from '../settings/site-settings';

export const welcomeMailHandlers = {
  async sendWelcomeEmail({ ctx, caller, input }) {
    if (!caller) throw new LmsError('functions/unauthenticated', 'Sign in to receive the welcome e-mail');
    if (input.email.trim().toLowerCase() !== caller.email) {
      throw new LmsError('functions/permission-denied', 'The welcome e-mail can only go to your own address');
    }
    // Refused before anything is sent: the mail only ever opens an app the server lists.
    await rememberAppAddress(ctx, caller.uid, input.appUrl);
    const limits = await loadAuthRateLimits(ctx);
    await enforceRateLimit(
      ctx,
      `welcome:${caller.uid}`,
      limits.welcomeMailPerUser,
      'functions/resource-exhausted',
    );
    // Switched off in the settings' notification defaults: the call still succeeds, nothing is sent.
    if (!(await isEmailEnabled(ctx, 'welcome'))) return { sent: true as const };
    const app = await appAddressOf(ctx, caller.uid);
    await createMailer(ctx).send(welcomeMail(caller.email, input.displayName, app));
    return { sent: true as const };
  },
} satisfies Partial<HandlerMap>;
