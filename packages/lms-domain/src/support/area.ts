// The support area: the contact form, requesters' conversations and support's queue.
import { defineDomainArea } from '../areas/define-area';
import { supportPersonalData } from './support-personal-data';
import { supportHandlers } from './handlers';
import * as support from './migrations/011-support';

export const supportArea = defineDomainArea({
  name: 'support',
  handlers: supportHandlers,
  migrations: { '011-support': support },
  personalData: supportPersonalData,
});
