// What is wrong with the contact form's fields, as data the screen words: lms-core's e-mail rule and the
// contract's limits, so the form judges input as the server will.
import { rules, SUPPORT_LIMITS } from '@lms/core';
import type { FieldProblems } from '../../ui-kit/field-problem';

export type ContactField = 'name' | 'email' | 'subject' | 'message' | 'attachments';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function contactFormProblems(
  values: ContactValues,
  options: { signedIn: boolean; uploading: boolean },
): FieldProblems<ContactField> {
  const tooLong = (max: number) => ({ key: 'support.form.tooLong', values: { count: max } });
  const address = values.email.trim();
  return {
    ...(options.signedIn
      ? {}
      : {
          name:
            values.name.trim() === ''
              ? { key: 'support.form.nameRequired' }
              : values.name.trim().length > SUPPORT_LIMITS.nameMax
                ? tooLong(SUPPORT_LIMITS.nameMax)
                : undefined,
          email:
            address === ''
              ? { key: 'support.form.emailRequired' }
              : rules.email(address).ok
                ? undefined
                : { key: 'support.form.emailInvalid' },
        }),
    subject:
      values.subject.trim() === ''
        ? { key: 'support.form.subjectRequired' }
        : values.subject.trim().length > SUPPORT_LIMITS.subjectMax
          ? tooLong(SUPPORT_LIMITS.subjectMax)
          : undefined,
    message:
      values.message.trim() === ''
        ? { key: 'support.form.messageRequired' }
        : values.message.trim().length > SUPPORT_LIMITS.messageMax
          ? tooLong(SUPPORT_LIMITS.messageMax)
          : undefined,
    attachments: options.uploading ? { key: 'support.form.waitForUploads' } : undefined,
  };
}
