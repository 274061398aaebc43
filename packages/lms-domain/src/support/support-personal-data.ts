// What support keeps about a person, for their data export and for the deletion of their account. Export: their
// requests and the conversation on them; support's internal notes are support's working papers about the request,
// not the person's data, and stay out. Erasure: the requests stay for support's records and figures (what was
// asked and answered, response times), with the requester's name, address, subject, words, page, browser and
// attachments removed; the mailed links stop working (docs/decisions.md).
import { personalRows } from '../areas/personal-data';
import type { PersonalDataDeclaration } from '../areas/personal-data';
import type { DomainContext } from '../context';

/** What a pseudonymised request or message shows instead of the person's name and words. */
export const ERASED_NAME = 'Deleted account';
export const ERASED_TEXT = '[Removed when the account was deleted]';

async function supportExport(ctx: DomainContext, uid: string): Promise<Record<string, unknown>> {
  const requests = await personalRows(ctx, 'support_requests', 'requester_uid', uid);
  const messages = [];
  for (const request of requests) {
    const conversation = await personalRows(ctx, 'support_messages', 'request_id', String(request.id));
    messages.push(...conversation.filter((message) => Number(message.internal) === 0));
  }
  return { messages };
}

async function eraseFromSupport(ctx: DomainContext, uid: string): Promise<void> {
  const ids = (
    await ctx.db.selectFrom('support_requests').select('id').where('requester_uid', '=', uid).execute()
  ).map((row) => row.id);
  if (ids.length > 0) {
    await ctx.db
      .updateTable('support_requests')
      .set({
        requester_name: ERASED_NAME,
        requester_email: '',
        subject: ERASED_TEXT,
        page_url: null,
        user_agent: null,
      })
      .where('id', 'in', ids)
      .execute();
    await ctx.db
      .updateTable('support_messages')
      .set({ author_name: ERASED_NAME, body: ERASED_TEXT })
      .where('request_id', 'in', ids)
      .where('author', '=', 'requester')
      .execute();
    const attachments = ctx.db
      .selectFrom('support_attachments')
      .select('path')
      .where('request_id', 'in', ids);
    await ctx.db.deleteFrom('files').where('path', 'in', attachments).execute();
    await ctx.db.deleteFrom('support_attachments').where('request_id', 'in', ids).execute();
    await ctx.db.deleteFrom('support_links').where('request_id', 'in', ids).execute();
  }
  // An administrator's own answers to other people's requests stay, without their name.
  await ctx.db
    .updateTable('support_messages')
    .set({ author_name: ERASED_NAME })
    .where('author_uid', '=', uid)
    .execute();
}

export const supportPersonalData: PersonalDataDeclaration = {
  holdings: [
    {
      table: 'support_requests',
      column: 'requester_uid',
      exportAs: 'requests',
      erasure: 'pseudonymised',
      why: "Support keeps what was asked and answered (and its response times) for its records; the requester's name, address, subject, words, page, browser and attachments are removed.",
    },
    {
      table: 'support_requests',
      column: 'assignee_uid',
      erasure: 'unlinked',
      why: "Who in support handles a request is support's working assignment on someone else's request, not about the assignee.",
    },
    {
      table: 'support_messages',
      column: 'author_uid',
      erasure: 'pseudonymised',
      why: "The requester's messages are exported with their requests (moreForExport). A support answer belongs to the requester's conversation: it stays, without its author's name.",
    },
  ],
  moreForExport: supportExport,
  erase: eraseFromSupport,
};
