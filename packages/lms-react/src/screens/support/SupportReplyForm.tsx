import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_LIMITS, type SupportRequestDetail } from '@lms/core';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { Textarea } from '../../components/Textarea';
import { useNotify } from '../../notifications/useNotify';
import { FormFailure } from '../../ui-kit/FormFailure';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { useAdminReplyToSupportRequestMutation } from './support-api';
import { SUPPORT_REFUSALS } from './support-refusals';

const AFTER_REPLY = ['waiting', 'open', 'resolved', 'closed'] as const;
type AfterReply = (typeof AFTER_REPLY)[number];

/**
 * Support's answer, mailed to the requester with a link back, and the status it leaves the request in (waiting for
 * them, unless chosen otherwise); or an internal note, which only support sees and nobody is mailed.
 */
export function SupportReplyForm({ request }: { request: SupportRequestDetail }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const container = useRef<HTMLDivElement>(null);
  const form = useFieldForm<'message'>(container);
  const [reply] = useAdminReplyToSupportRequestMutation();
  const [message, setMessage] = useState('');
  const [internal, setInternal] = useState(false);
  const [after, setAfter] = useState<AfterReply>('waiting');

  function handleSubmit() {
    const text = message.trim();
    const problem =
      text === ''
        ? { key: 'support.form.messageRequired' }
        : text.length > SUPPORT_LIMITS.messageMax
          ? { key: 'support.form.tooLong', values: { count: SUPPORT_LIMITS.messageMax } }
          : undefined;
    if (!form.validate({ message: problem })) return;
    void form
      .run(async () => {
        await reply({
          requestId: request.id,
          message: text,
          internal,
          ...(internal ? {} : { status: after }),
        }).unwrap();
      })
      .then((done) => {
        if (!done) return;
        setMessage('');
        notify({
          kind: 'positive',
          message: internal
            ? t('support.reply.noteSaved')
            : t('support.reply.sent', { email: request.requesterEmail }),
        });
      });
  }

  return (
    <div ref={container} className="lms-support-reply">
      <h2>{t('support.reply.heading')}</h2>
      <FormFailure failure={form.failure} refusals={SUPPORT_REFUSALS} />
      <FormScaffold
        form={form}
        onSubmit={handleSubmit}
        submitLabel={internal ? t('support.reply.saveNote') : t('support.reply.send')}
        failure="none"
        className="lms-support-form"
      >
        <Textarea
          label={
            internal ? t('support.reply.note') : t('support.reply.message', { name: request.requesterName })
          }
          name="message"
          value={message}
          maxLength={SUPPORT_LIMITS.messageMax}
          onChange={(event) => setMessage(event.target.value)}
          error={form.errorOf('message')}
        />
        <CheckboxField
          label={t('support.reply.internal')}
          description={t('support.reply.internalHint')}
          checked={internal}
          onChange={(event) => setInternal(event.target.checked)}
        />
        {!internal && (
          <SelectField
            label={t('support.reply.statusAfter')}
            value={after}
            onChange={(event) => setAfter(event.target.value as AfterReply)}
            options={AFTER_REPLY.map((value) => ({ value, label: t(`support.status.${value}`) }))}
          />
        )}
      </FormScaffold>
    </div>
  );
}
