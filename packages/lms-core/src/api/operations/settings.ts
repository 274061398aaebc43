// Contract operations of the settings area: the admin test page's integration checks and the platform's settings
// in sections (administrators), and the public part of the settings every page reads.
import { z } from 'zod';
import { defineOperation } from '../contract';
import { integrationCheckNameSchema, integrationCheckResultSchema } from '../schemas/integration-check';
import { mailLogEntrySchema, mailLogPageSchema, mailStatusSchema } from '../schemas/mail-log';
import {
  adminSettingsSchema,
  publicSiteSettingsSchema,
  saveSettingsSectionInputSchema,
} from '../schemas/site-settings';

export const runIntegrationCheck = defineOperation({
  name: 'runIntegrationCheck',
  summary:
    'Check one integration for real (database round trip, file write-read-delete, a test e-mail to you, the payment provider, OpenID discovery, embedding, the server build).',
  input: z.object({ check: integrationCheckNameSchema }).strict(),
  output: integrationCheckResultSchema,
  access: 'admin',
});

export const getAdminSettings = defineOperation({
  name: 'getAdminSettings',
  summary:
    'Every settings section as stored (or its defaults), with which sign-in providers the server is configured for.',
  input: z.object({}).strict(),
  output: adminSettingsSchema,
  access: 'admin',
});

export const saveSettingsSection = defineOperation({
  name: 'saveSettingsSection',
  summary: 'Save one settings section; it applies at once to every page on every server copy.',
  input: saveSettingsSectionInputSchema,
  output: adminSettingsSchema,
  access: 'admin',
});

export const getSiteSettings = defineOperation({
  name: 'getSiteSettings',
  summary:
    'The settings every page shows: site name, logo, support e-mail, the product noun, colours, language.',
  input: z.object({}).strict(),
  output: publicSiteSettingsSchema,
  access: 'public',
});

export const listMailLog = defineOperation({
  name: 'listMailLog',
  summary:
    "E-mails the platform wrote, newest first: to whom, the subject, whether the relay took it, attempts and the relay's last refusal.",
  input: z
    .object({
      status: mailStatusSchema.optional(),
      page: z.number().int().min(1).max(100_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(25),
    })
    .strict(),
  output: mailLogPageSchema,
  access: 'admin',
});

export const resendMail = defineOperation({
  name: 'resendMail',
  summary: 'Send an e-mail the relay refused again now; its retries start over.',
  input: z.object({ id: z.number().int().min(1) }).strict(),
  output: mailLogEntrySchema,
  access: 'admin',
  refusals: ['mail-kept', 'mail-sent', 'no-mail-relay'],
});

export const settingsOperations = {
  runIntegrationCheck,
  listMailLog,
  resendMail,
  getAdminSettings,
  saveSettingsSection,
  getSiteSettings,
} as const;
