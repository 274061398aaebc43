// A requester's support requests and the conversation on them, for their data export: support's internal notes
// are support's working papers about the request, not the person's data, and stay out.
import { personalRows } from '../areas/personal-data';
import type { DomainContext } from '../context';

export async function supportPersonalData(ctx: DomainContext, uid: string): Promise<Record<string, unknown>> {
  const requests = await personalRows(ctx, 'support_requests', 'requester_uid', uid);
  const messages = [];
  for (const request of requests) {
    const conversation = await personalRows(ctx, 'support_messages', 'request_id', String(request.id));
    messages.push(...conversation.filter((message) => Number(message.internal) === 0));
  }
  return { requests, messages };
}
