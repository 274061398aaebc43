// What the badges area keeps about a person: their awards. Deleting the account deletes them, so neither the
// public badge page nor the holders list names the person any more; a credential the learner downloaded stays
// verifiable on its own (it is signed, names them by a salted hash and points to the status list), which is what
// an Open Badges credential is for (docs/decisions.md).
import type { PersonalDataDeclaration } from '../areas/personal-data';

export const badgePersonalData: PersonalDataDeclaration = {
  holdings: [{ table: 'badge_awards', column: 'user_id', exportAs: 'awards', erasure: 'deleted' }],
  erase: async (ctx, uid) => {
    await ctx.db.deleteFrom('badge_awards').where('user_id', '=', uid).execute();
  },
};
