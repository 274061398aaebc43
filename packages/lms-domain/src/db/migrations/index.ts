import type { Migration } from 'kysely';
import * as initialSchema from './001-initial-schema';
import * as filesDownloadToken from './002-files-download-token';
import * as queryIndexes from './008-query-indexes';
import * as sessionHardening from './017-session-hardening';
import * as mailDelivery from './032-mail-delivery';

/**
 * The platform's own migrations: the first schema (before areas had migrations of their own) and changes that
 * span areas. Each area lists its own in its area.ts; areas/index.ts orders them all by number. Listed in code
 * (not read from a folder) so the bundled dist/ carries them and the order never depends on the file system.
 */
export const PLATFORM_MIGRATIONS: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-files-download-token': filesDownloadToken,
  '008-query-indexes': queryIndexes,
  '017-session-hardening': sessionHardening,
  '032-mail-delivery': mailDelivery,
};
