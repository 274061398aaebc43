import type { RefusalWordingsOf } from '../../../ui-kit/useErrorText';

/** The words for a refused settings change (useErrorText): the server's named reasons, in the admin's language. */
export const SETTINGS_REFUSALS: RefusalWordingsOf<'removeEmbedOrigin' | 'createEmbedApiKey'> = {
  'from-environment': (t) => t('adminSettings.origins.fromEnvironment'),
  'origin-not-allowed': (t) => t('adminSettings.keys.originNotAllowed'),
};
