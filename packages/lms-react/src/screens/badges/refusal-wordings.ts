// The badge screens' words for refusals the server names in details.reason.
import type { RefusalWordingsOf } from '../../ui-kit/useErrorText';

export const BADGE_REFUSALS: RefusalWordingsOf<
  'awardBadge' | 'downloadBadgeCredential' | 'downloadBadgeImage'
> = {
  'unknown-learner': (t) => t('badges.refusal.unknownLearner'),
  'no-signer': (t) => t('badges.refusal.noSigner'),
  'no-png-image': (t) => t('badges.refusal.noPngImage'),
  'unreadable-image': (t) => t('badges.refusal.unreadableImage'),
};
