// The settings area: the platform's set-up as administrators see it: the settings in sections (stored in the
// database, read on every use) and the admin test page's checks of each integration the host was given.
import { defineDomainArea } from '../areas/define-area';
import { settingsHandlers } from './handlers';
import * as siteSettings from './migrations/016-site-settings';

export const settingsArea = defineDomainArea({
  name: 'settings',
  handlers: settingsHandlers,
  migrations: { '016-site-settings': siteSettings },
  personalData: {
    holdings: [
      {
        table: 'site_settings',
        column: 'updated_by',
        erasure: 'unlinked',
        why: 'An administrator named as the last author of a settings section; the audit log (exported) records the act.',
      },
    ],
  },
});
