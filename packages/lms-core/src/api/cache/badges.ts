// How clients call and cache the badges area's operations (cache-rules.ts). Credentials, images and CSV exports are
// fresh: files the person saves, asked for on each click.
import type { badgeOperations } from '../operations/badges';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['MyBadges', 'BadgeAward', 'Badges', 'BadgeHolders']);
const badgeChange = { call: 'write', changes: [kinds.Badges] } as const;

export const badgesCache = defineAreaCache<typeof badgeOperations>()(kinds, {
  // An event elsewhere (the viewer, a quiz, an action plan) awards new ones: each visit asks afresh.
  listMyBadges: { call: 'read', provides: [kinds.MyBadges], keepUnusedDataFor: 0 },
  getBadgeAward: { call: 'read', provides: [{ kind: kinds.BadgeAward, idFromInput: 'awardId' }] },
  downloadBadgeCredential: { call: 'fresh' },
  downloadBadgeImage: { call: 'fresh' },
  viewPublicBadge: { call: 'read', keepUnusedDataFor: 0 },
  adminListBadges: { call: 'read', provides: [kinds.Badges] },
  createBadge: badgeChange,
  updateBadge: badgeChange,
  adminListBadgeHolders: { call: 'read', provides: [kinds.BadgeHolders] },
  exportBadgeHoldersCsv: { call: 'fresh' },
  awardBadge: { call: 'write', changes: [kinds.BadgeHolders, kinds.Badges], evenWhenRefused: true },
  // A refused revocation may mean another admin revoked it meanwhile: list it again either way.
  revokeBadgeAward: {
    call: 'write',
    changes: [kinds.BadgeHolders, kinds.Badges, { kind: kinds.BadgeAward, idFromInput: 'awardId' }],
    evenWhenRefused: true,
  },
});
