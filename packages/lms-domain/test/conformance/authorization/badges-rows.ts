// Badges: a learner reads and downloads only their own awards (another's is not-found, so ids reveal nothing);
// anyone opens a public badge page by its code; defining badges, holders, awarding and revoking are for admins.
import { createBadge } from '@lms/domain/internal/badges/badge-admin';
import { adminAwardBadge } from '@lms/domain/internal/badges/awards';
import { DEMO_BADGE_IMAGE } from '@lms/domain/internal/badges/demo-badge';
import { D, U, type MatrixArea } from './matrix-types';

const NF = 'not-found';
const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;
const OWN = { anonymous: U, student: 'allow', otherStudent: NF, admin: 'allow' } as const;
const ANYONE = { anonymous: 'allow', student: 'allow', otherStudent: 'allow', admin: 'allow' } as const;

const badgeInput = {
  name: 'Matrix badge',
  description: 'A badge of the authorization matrix.',
  criteria: 'Be awarded it by an admin.',
  image: DEMO_BADGE_IMAGE,
  rule: { kind: 'manual' as const },
  active: true,
};

export const badgesArea: MatrixArea = {
  area: 'badges',
  async setup(ctx, fixture) {
    const badge = await createBadge(ctx, badgeInput);
    const other = await createBadge(ctx, { ...badgeInput, name: 'Revocable badge' });
    const own = await adminAwardBadge(ctx, { badgeId: badge.id, learner: fixture.uid.student });
    // A separate award, so revoking acts on one no other row reads.
    const revocable = await adminAwardBadge(ctx, { badgeId: other.id, learner: fixture.uid.student });
    const code = new URL(own.award.publicUrl).pathname.split('/').pop() ?? '';
    return {
      badge: badge.id,
      badgeAwardOwn: own.award.id,
      badgeAwardRevocable: revocable.award.id,
      badgeCode: code,
    };
  },
  rows: [
    {
      operation: 'listMyBadges',
      situation: "the caller's own",
      input: () => ({}),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'getBadgeAward',
      situation: "the student's award",
      input: (f) => ({ awardId: f.ids.badgeAwardOwn }),
      expect: OWN,
    },
    {
      operation: 'downloadBadgeCredential',
      needs: 'badge-credentials',
      situation: "the student's award",
      input: (f) => ({ awardId: f.ids.badgeAwardOwn }),
      expect: OWN,
    },
    {
      operation: 'downloadBadgeImage',
      needs: 'badge-credentials',
      situation: "the student's award, baked SVG",
      input: (f) => ({ awardId: f.ids.badgeAwardOwn, format: 'svg' }),
      expect: OWN,
    },
    {
      operation: 'viewPublicBadge',
      situation: 'a real code',
      input: (f) => ({ code: f.ids.badgeCode }),
      expect: ANYONE,
    },
    {
      operation: 'viewPublicBadge',
      situation: 'an unknown code',
      input: () => ({ code: 'f'.repeat(32) }),
      expect: { anonymous: NF, student: NF, otherStudent: NF, admin: NF },
    },
    { operation: 'adminListBadges', situation: 'all badges', input: () => ({}), expect: ADMIN_ONLY },
    { operation: 'createBadge', situation: 'a new badge', input: () => badgeInput, expect: ADMIN_ONLY },
    {
      operation: 'updateBadge',
      situation: 'the matrix badge',
      input: (f) => ({ ...badgeInput, badgeId: f.ids.badge }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'adminListBadgeHolders',
      situation: 'the matrix badge',
      input: (f) => ({ badgeId: f.ids.badge }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'exportBadgeHoldersCsv',
      situation: 'the matrix badge',
      input: (f) => ({ badgeId: f.ids.badge }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'awardBadge',
      situation: 'to the other student',
      input: (f) => ({ badgeId: f.ids.badge, learner: f.uid.otherStudent }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'revokeBadgeAward',
      situation: 'a valid award',
      input: (f) => ({ awardId: f.ids.badgeAwardRevocable, reason: 'Awarded by mistake' }),
      expect: ADMIN_ONLY,
    },
  ],
};
