// Thin handlers of the settings area: the callable route enforced access and parsed the input.
import type { IntegrationCheckName } from '@lms/core';
import { LmsError } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import type { HandlerMap } from '../functions/registry';
import { runCheck, type CheckOutcome } from './check-runner';
import { checkEmbedding, checkMail, checkPayments, checkSignIn } from './outside-checks';
import { checkDatabase, checkFiles, checkServer } from './platform-checks';
import { listMailLog, resendFromLog } from './mail-log';
import { adminSettings, publicSiteSettings, saveSection } from './site-settings';

const CHECKS: Record<IntegrationCheckName, (ctx: DomainContext, caller: Caller) => Promise<CheckOutcome>> = {
  database: checkDatabase,
  files: checkFiles,
  mail: checkMail,
  payments: checkPayments,
  'sign-in': checkSignIn,
  embedding: checkEmbedding,
  server: checkServer,
};

export const settingsHandlers = {
  runIntegrationCheck: async ({ ctx, caller, input }) => {
    if (!caller) throw new LmsError('functions/unauthenticated', 'Sign in first');
    return runCheck(ctx, input.check, () => CHECKS[input.check](ctx, caller));
  },
  listMailLog: ({ ctx, input }) => listMailLog(ctx, input),
  resendMail: ({ ctx, input }) => resendFromLog(ctx, input.id),
  getAdminSettings: ({ ctx }) => adminSettings(ctx),
  saveSettingsSection: ({ ctx, caller, input }) => saveSection(ctx, caller, input),
  getSiteSettings: ({ ctx }) => publicSiteSettings(ctx),
} satisfies Partial<HandlerMap>;
