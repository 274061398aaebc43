// Rows of the settings area: the admin test page's checks, the mail log and the settings sections are administrators'
// only; the public part of the settings (name, noun, colours, language) is anyone's, as every page shows it.
import { D, U, type MatrixArea } from './matrix-types';

const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;

export const settingsArea: MatrixArea = {
  area: 'settings',
  rows: [
    {
      operation: 'runIntegrationCheck',
      situation: 'the database check',
      input: () => ({ check: 'database' }),
      expect: ADMIN_ONLY,
    },
    { operation: 'getAdminSettings', situation: 'every section', input: () => ({}), expect: ADMIN_ONLY },
    {
      operation: 'listMailLog',
      situation: 'the failed mails',
      input: () => ({ status: 'failed' }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'resendMail',
      situation: 'a mail that is not in the log',
      input: () => ({ id: 987_654 }),
      expect: { ...ADMIN_ONLY, admin: 'not-found' },
    },
    {
      operation: 'saveSettingsSection',
      situation: 'the language section',
      input: () => ({ section: 'language', values: { defaultLanguage: 'en-US' } }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'getSiteSettings',
      situation: 'what every page shows',
      input: () => ({}),
      expect: { anonymous: 'allow', student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
  ],
};
