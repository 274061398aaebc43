// A learner's completion reference for an external survey: a random token made the first time they are shown the
// link and kept (survey_refs), so the external tool and the webhook name the learner without their uid or e-mail.
// Random rather than signed: the webhook must look it up anyway, and a token reveals nothing even to the tool.
import { SURVEY_REF_PARAMETER } from '@lms/core';
import type { DomainContext } from '../context';
import { randomToken } from '../platform/random';

async function storedRef(ctx: DomainContext, surveyId: string, userId: string) {
  const row = await ctx.db
    .selectFrom('survey_refs')
    .select('ref')
    .where('survey_id', '=', surveyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.ref;
}

/** The learner's reference, made on first use; two tabs racing keep the first one stored. */
export async function refFor(ctx: DomainContext, surveyId: string, userId: string): Promise<string> {
  const known = await storedRef(ctx, surveyId, userId);
  if (known !== undefined) return known;
  await ctx.db
    .insertInto('survey_refs')
    .values({ ref: randomToken(18), survey_id: surveyId, user_id: userId, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['survey_id', 'user_id']).doNothing())
    .execute();
  return (await storedRef(ctx, surveyId, userId))!;
}

/** The external form's address with the learner's reference in its query. */
export async function externalLinkFor(
  ctx: DomainContext,
  surveyId: string,
  externalUrl: string,
  userId: string,
): Promise<string> {
  const url = new URL(externalUrl);
  url.searchParams.set(SURVEY_REF_PARAMETER, await refFor(ctx, surveyId, userId));
  return url.toString();
}

/** Who a reference belongs to, for that survey only; undefined when unknown. */
export async function learnerOfRef(ctx: DomainContext, surveyId: string, ref: string) {
  const row = await ctx.db
    .selectFrom('survey_refs')
    .select('user_id')
    .where('ref', '=', ref)
    .where('survey_id', '=', surveyId)
    .executeTakeFirst();
  return row?.user_id;
}
