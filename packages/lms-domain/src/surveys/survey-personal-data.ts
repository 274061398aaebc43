// What the surveys area keeps about a person. Export: which surveys they completed, opened and answered again,
// their external-survey references, their answers to named surveys (found through their completions), and the
// answers kept for them in survey errors. An anonymous survey's answers have no link to anyone by design, so they
// are neither exported nor erased (docs/decisions.md). Deleting the account deletes all of it; survey reminders
// an administrator sent stay, without their name.
import { exportedRow, type PersonalDataDeclaration } from '../areas/personal-data';

export const surveyPersonalData: PersonalDataDeclaration = {
  holdings: [
    { table: 'survey_completions', column: 'user_id', exportAs: 'completions', erasure: 'deleted' },
    { table: 'survey_attempts', column: 'user_id', exportAs: 'attempts', erasure: 'deleted' },
    { table: 'survey_reach', column: 'user_id', exportAs: 'opened', erasure: 'deleted' },
    { table: 'survey_refs', column: 'user_id', exportAs: 'externalReferences', erasure: 'deleted' },
    { table: 'survey_error_events', column: 'user_id', exportAs: 'errors', erasure: 'deleted' },
    {
      table: 'survey_reminders',
      column: 'sent_by',
      erasure: 'unlinked',
      why: "Who sent a round of reminders is the administrator acting, recorded in the audit log (exported); the round stays for the survey's figures.",
    },
  ],
  moreForExport: async (ctx, uid) => {
    const answers = await ctx.db
      .selectFrom('survey_responses')
      .innerJoin('survey_completions', 'survey_completions.id', 'survey_responses.completion_id')
      .select(['survey_responses.survey_id', 'survey_responses.answers', 'survey_responses.submitted_at'])
      .where('survey_completions.user_id', '=', uid)
      .orderBy('survey_responses.submitted_at')
      .execute();
    return { answers: answers.map((row) => exportedRow(row)) };
  },
  erase: async (ctx, uid) => {
    const completions = ctx.db.selectFrom('survey_completions').select('id').where('user_id', '=', uid);
    await ctx.db.deleteFrom('survey_responses').where('completion_id', 'in', completions).execute();
    for (const table of [
      'survey_completions',
      'survey_attempts',
      'survey_reach',
      'survey_refs',
      'survey_error_events',
    ] as const)
      await ctx.db.deleteFrom(table).where('user_id', '=', uid).execute();
    await ctx.db.updateTable('survey_reminders').set({ sent_by: '' }).where('sent_by', '=', uid).execute();
  },
};
