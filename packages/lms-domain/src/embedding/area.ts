// The embedding area: origins allowed to frame steps, API keys, launch tokens and framed sessions.
import { defineDomainArea } from '../areas/define-area';
import { embeddingHandlers } from './handlers';

export const embeddingArea = defineDomainArea({ name: 'embedding', handlers: embeddingHandlers });
