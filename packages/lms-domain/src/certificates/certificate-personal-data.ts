// What the certificates area keeps about a person: the certificates issued to them. Deleting the account keeps
// each certificate's record with the name and course as issued, so a certificate the person holds still verifies
// at its public address (what the verification page promises holders and employers), and removes the e-mail
// address, which verification does not need (docs/decisions.md).
import type { PersonalDataDeclaration } from '../areas/personal-data';

export const certificatePersonalData: PersonalDataDeclaration = {
  holdings: [
    {
      table: 'certificates',
      column: 'user_id',
      exportAs: 'certificates',
      erasure: 'pseudonymised',
      why: 'A certificate the person holds must still verify at its public address (legitimate interest of the holder and of those who check it, GDPR art. 6(1)(f)): the name and course as issued stay, the e-mail address goes.',
    },
  ],
  erase: async (ctx, uid) => {
    await ctx.db.updateTable('certificates').set({ learner_email: '' }).where('user_id', '=', uid).execute();
  },
};
