// The embedding area: origins allowed to frame steps, API keys, launch tokens and framed sessions.
import { defineDomainArea } from '../areas/define-area';
import { embeddingHandlers } from './handlers';
import { launchTokenExpiryJob } from './launch-tokens';

const AUTHOR =
  "An administrator named as the author of the platform's set-up; the audit log (exported) records the act.";

export const embeddingArea = defineDomainArea({
  name: 'embedding',
  handlers: embeddingHandlers,
  jobs: [launchTokenExpiryJob],
  personalData: {
    holdings: [
      {
        table: 'launch_tokens',
        column: 'user_id',
        erasure: 'deleted',
        why: 'One-time launch tokens that live for minutes; only their hash is stored.',
      },
      { table: 'embed_origins', column: 'created_by', erasure: 'unlinked', why: AUTHOR },
      { table: 'embed_api_keys', column: 'created_by', erasure: 'unlinked', why: AUTHOR },
    ],
  },
});
