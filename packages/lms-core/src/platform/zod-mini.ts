// zod's tree-shakable API, for the schemas every page loads before any screen (ID token, saved session, the auth
// wire, the offline progress queue): the classic API would put ~25 kB gzipped on the first load. Both share
// zod/v4/core, so classic schemas may embed these.
import { config, core } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

export * as z from 'zod/mini';

/**
 * Classic zod registers its English messages when its first schema is built; zod/mini registers none, and its
 * schemas may run before any classic one. Each module that builds mini schemas calls this at its top, so every
 * issue reads as it did with classic schemas. (A top-level call here would be dropped: the package declares
 * itself free of side effects and bundlers skip this module when only its re-export is used.)
 */
export function registerEnglishMessages(): void {
  if (!core.globalConfig.localeError) config(en());
}
