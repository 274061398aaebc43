// Contract operations of the settings area: the admin test page's integration checks and the platform's settings
// in sections (administrators), and the public part of the settings every page reads.
import { z } from 'zod';
import { defineOperation } from '../contract';
import { integrationCheckNameSchema, integrationCheckResultSchema } from '../schemas/integration-check';
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

export const settingsOperations = {
  runIntegrationCheck,
  getAdminSettings,
  saveSettingsSection,
  getSiteSettings,
} as const;
