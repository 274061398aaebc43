// Contract operations of badges: learners read their own awards and download each as a signed Open Badges 3.0
// credential, anyone opens a badge's public page, administrators define badges, see holders, award and revoke.
import { z } from 'zod';
import { defineOperation } from '../contract';
import {
  badgeAwardSchema,
  badgeCredentialFileSchema,
  bakedBadgeFormatSchema,
  bakedBadgeImageSchema,
  badgeHolderPageSchema,
  badgeHoldersCsvSchema,
  badgeHoldersFilterSchema,
  badgeHoldersInputSchema,
  badgeInputSchema,
  badgeSchema,
  publicBadgeSchema,
} from '../schemas/badges';

const id = z.string().min(1).max(128);

export const listMyBadges = defineOperation({
  name: 'listMyBadges',
  summary: "The caller's badges, newest first (awarding any a rule already owes).",
  input: z.object({}).strict(),
  output: z.object({ items: z.array(badgeAwardSchema) }),
  access: 'user',
});

export const getBadgeAward = defineOperation({
  name: 'getBadgeAward',
  summary: 'One badge award: your own, or any as an admin.',
  input: z.object({ awardId: id }).strict(),
  output: badgeAwardSchema,
  access: 'user',
});

export const downloadBadgeCredential = defineOperation({
  name: 'downloadBadgeCredential',
  summary: 'The signed Open Badges 3.0 credential (JSON) of an award: your own, or any as an admin.',
  input: z.object({ awardId: id }).strict(),
  output: badgeCredentialFileSchema,
  access: 'user',
  refusals: ['no-signer'],
});

export const downloadBadgeImage = defineOperation({
  name: 'downloadBadgeImage',
  summary:
    "An award's baked badge image (Open Badges 3.0 baking: the signed credential inside a PNG or an SVG): your own, or any as an admin.",
  input: z.object({ awardId: id, format: bakedBadgeFormatSchema }).strict(),
  output: bakedBadgeImageSchema,
  access: 'user',
  refusals: ['no-png-image', 'no-signer', 'unreadable-image'],
});

export const viewPublicBadge = defineOperation({
  name: 'viewPublicBadge',
  summary: "An award's public page by its code: the badge, its earner, and valid or revoked.",
  input: z.object({ code: z.string().trim().min(1).max(64) }).strict(),
  output: publicBadgeSchema,
  access: 'public',
});

export const adminListBadges = defineOperation({
  name: 'adminListBadges',
  summary: 'Every badge, newest first, with its number of holders.',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(badgeSchema) }),
  access: 'admin',
});

export const createBadge = defineOperation({
  name: 'createBadge',
  summary:
    'Add a badge with its award rule; learners who already satisfy the rule get it on their next event.',
  input: badgeInputSchema,
  output: badgeSchema,
  access: 'admin',
});

export const updateBadge = defineOperation({
  name: 'updateBadge',
  summary: 'Change a badge; awards already made stay.',
  input: badgeInputSchema.extend({ badgeId: id }),
  output: badgeSchema,
  access: 'admin',
});

export const adminListBadgeHolders = defineOperation({
  name: 'adminListBadgeHolders',
  summary: "A badge's awards, newest first, filtered by status.",
  input: badgeHoldersInputSchema,
  output: badgeHolderPageSchema,
  access: 'admin',
});

export const exportBadgeHoldersCsv = defineOperation({
  name: 'exportBadgeHoldersCsv',
  summary: "A badge's awards matching the holder filters (status, name or e-mail), all of them, as CSV.",
  input: badgeHoldersFilterSchema,
  output: badgeHoldersCsvSchema,
  access: 'admin',
});

export const awardBadge = defineOperation({
  name: 'awardBadge',
  summary: 'Award a badge by hand to a learner (named by user id or e-mail address), unless they hold it.',
  input: z.object({ badgeId: id, learner: z.string().trim().min(1).max(320) }).strict(),
  output: z.object({ created: z.boolean(), award: badgeAwardSchema }),
  access: 'admin',
  refusals: ['unknown-learner'],
});

export const revokeBadgeAward = defineOperation({
  name: 'revokeBadgeAward',
  summary: "Revoke an award with a reason: it stays on record and its credential's status list says revoked.",
  input: z.object({ awardId: id, reason: z.string().trim().min(1).max(500) }).strict(),
  output: badgeAwardSchema,
  access: 'admin',
});

export const badgeOperations = {
  listMyBadges,
  getBadgeAward,
  downloadBadgeCredential,
  downloadBadgeImage,
  viewPublicBadge,
  adminListBadges,
  createBadge,
  updateBadge,
  adminListBadgeHolders,
  exportBadgeHoldersCsv,
  awardBadge,
  revokeBadgeAward,
} as const;
