// Thin handlers of badges: the dispatch parsed the input and enforced access; rules and SQL are in this folder's
// modules.
import type { HandlerMap } from '../functions/registry';
import { requireCaller } from '../learning/caller';
import { listBadges, createBadge, updateBadge, listHolders, exportHoldersCsv } from './badge-admin';
import {
  downloadBadgeCredential,
  downloadBadgeImage,
  getBadgeAward,
  listMyBadges,
  viewPublicBadge,
} from './badge-queries';
import { adminAwardBadge, revokeAward } from './awards';

export const badgeHandlers = {
  listMyBadges: ({ ctx, caller }) => listMyBadges(ctx, requireCaller(caller)),
  getBadgeAward: ({ ctx, caller, input }) => getBadgeAward(ctx, requireCaller(caller), input.awardId),
  downloadBadgeCredential: ({ ctx, caller, input }) =>
    downloadBadgeCredential(ctx, requireCaller(caller), input.awardId),
  downloadBadgeImage: ({ ctx, caller, input }) => downloadBadgeImage(ctx, requireCaller(caller), input),
  viewPublicBadge: ({ ctx, input }) => viewPublicBadge(ctx, input.code),
  adminListBadges: ({ ctx }) => listBadges(ctx),
  createBadge: ({ ctx, input }) => createBadge(ctx, input),
  updateBadge: ({ ctx, input }) => updateBadge(ctx, input),
  adminListBadgeHolders: ({ ctx, input }) => listHolders(ctx, input),
  exportBadgeHoldersCsv: ({ ctx, input }) => exportHoldersCsv(ctx, input),
  awardBadge: ({ ctx, input }) => adminAwardBadge(ctx, input),
  revokeBadgeAward: ({ ctx, input }) => revokeAward(ctx, input.awardId, input.reason),
} satisfies Partial<HandlerMap>;
