// The support area: the contact form, requesters' conversations and support's queue.
import { defineDomainArea } from '../areas/define-area';
import { supportPersonalData } from './support-personal-data';
import { supportHandlers } from './handlers';
import { authorizeSupportAttachmentUpload } from './support-form';
import * as support from './migrations/011-support';

export const supportArea = defineDomainArea({
  name: 'support',
  handlers: supportHandlers,
  migrations: { '011-support': support },
  personalData: supportPersonalData,
  // The contact form's token, not a sign-in, lets a visitor attach files (the file service asks).
  guards: { 'attachment-upload': authorizeSupportAttachmentUpload },
});
