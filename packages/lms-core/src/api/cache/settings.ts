// How clients call and cache the settings area's operations (cache-rules.ts).
import type { settingsOperations } from '../operations/settings';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['MailLog']);

export const settingsCache = defineAreaCache<typeof settingsOperations>()(kinds, {
  // It acts (a test e-mail, a file written and deleted) and its answer is only true when it ran.
  runIntegrationCheck: { call: 'fresh' },
  getAdminSettings: { call: 'read' },
  // Answers with the whole set, which lms-react puts in the cache (its endpoint behaviours).
  saveSettingsSection: { call: 'write' },
  getSiteSettings: { call: 'read' },
  // Mails go out while nobody looks: each visit asks afresh.
  listMailLog: { call: 'read', provides: [kinds.MailLog], keepUnusedDataFor: 0 },
  resendMail: { call: 'write', changes: [kinds.MailLog], evenWhenRefused: true },
});
