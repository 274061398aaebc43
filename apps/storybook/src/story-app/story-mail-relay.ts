// The mail relay a story plays (parameters.lms.mailRelay): the domain's outbox then queues, retries and logs a mail as
// on a server with SMTP_URL, and the mail log shows it. The refusal is worded as the server's SMTP relay words one.
import { LmsError } from '@lms/core';
import type { MailTransport } from '@lms/domain';
import type { StoryMailRelay } from './story-parameters';

export const STORY_RELAY_REFUSAL =
  'The mail relay did not take the e-mail: connect ECONNREFUSED 10.0.0.25:587';

export function storyMailRelay(kind: StoryMailRelay): MailTransport {
  const tried = new Map<string, number>();
  let sent = 0;
  return {
    async send(message) {
      const key = `${message.to}\n${message.subject}`;
      const tries = (tried.get(key) ?? 0) + 1;
      tried.set(key, tries);
      if (kind === 'refusing' || tries === 1)
        throw new LmsError('functions/unavailable', STORY_RELAY_REFUSAL);
      sent += 1;
      return { messageId: `<story-${sent}@learnwell.example>` };
    },
  };
}
