// The support screens' words for the refusals the server names in `details.reason`.
import type { EndpointRefusalOf } from '@lms/core';
import type { RefusalWordingsOf } from '../../ui-kit/useErrorText';

export const SUPPORT_REFUSALS: RefusalWordingsOf<
  'createSupportRequest' | 'replyToSupportRequest' | 'updateSupportRequest',
  EndpointRefusalOf<'upload'>
> = {
  'spam-suspected': (t) => t('support.refusal.spamSuspected'),
  'form-expired': (t) => t('support.refusal.formExpired'),
  'form-used': (t) => t('support.refusal.formUsed'),
  'name-required': (t) => t('support.form.nameRequired'),
  'email-required': (t) => t('support.form.emailRequired'),
  'attachment-missing': (t) => t('support.refusal.attachmentMissing'),
  'attachment-type': (t) => t('support.refusal.attachmentType'),
  'attachment-size': (t, details) =>
    t('support.refusal.attachmentSize', { megabytes: Number(details.maxBytes) / 1_048_576 }),
  'attachments-max': (t, details) => t('support.refusal.attachmentsMax', { count: Number(details.max) }),
  'request-closed': (t) => t('support.refusal.requestClosed'),
  'assignee-not-admin': (t) => t('support.refusal.assigneeNotAdmin'),
  // A course's files only; attachments are sent whole, far below the resumable size.
  'unknown-course': null,
  'use-resumable-upload': null,
};
