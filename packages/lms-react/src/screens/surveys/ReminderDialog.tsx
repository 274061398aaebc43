import { useTranslation } from 'react-i18next';
import type { Survey } from '@lms/core';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { useNotify } from '../../notifications/useNotify';
import { useErrorText } from '../../ui-kit/useErrorText';
import { SURVEY_REFUSALS } from './survey-refusals';
import { usePreviewSurveyRemindersQuery, useSendSurveyRemindersMutation } from './surveys-admin-api';

/**
 * Reminding a survey's learners: the dialog first asks the server how many would get the e-mail (who reached the
 * survey and has not answered) and whether the daily limit allows one now, then sends on confirmation.
 */
export function ReminderDialog({ survey, onClose }: { survey: Survey; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText(SURVEY_REFUSALS);
  const preview = usePreviewSurveyRemindersQuery({ surveyId: survey.id });
  const [send, sending] = useSendSurveyRemindersMutation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const data = preview.data;
  const canSend = data !== undefined && data.recipients > 0 && data.nextAllowedAt === null;

  async function onSubmit() {
    const result = await send({ surveyId: survey.id });
    if ('error' in result) {
      notify({ kind: 'negative', message: errorText(result.error) });
      return false;
    }
    notify({ kind: 'positive', message: t('surveys.reminders.sent', { count: result.data.sent }) });
    onClose();
    return true;
  }

  let body: string;
  if (preview.isError) body = errorText(preview.error);
  else if (data === undefined) body = '';
  else if (data.nextAllowedAt !== null)
    body = t('surveys.reminders.tooSoon', {
      last: data.lastSentAt === null ? '' : when.format(new Date(data.lastSentAt)),
      next: when.format(new Date(data.nextAllowedAt)),
    });
  else if (data.recipients === 0) body = t('surveys.reminders.nobody');
  else body = t('surveys.reminders.confirm', { count: data.recipients });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('surveys.reminders.title', { title: survey.title })}
      onSubmit={canSend ? onSubmit : undefined}
      actions={
        <>
          {canSend && (
            <Button type="submit" busy={sending.isLoading}>
              {t('surveys.reminders.send', { count: data.recipients })}
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={onClose}>
            {canSend ? t('surveys.reminders.cancel') : t('surveys.reminders.close')}
          </Button>
        </>
      }
    >
      {preview.isLoading ? <Spinner label={t('surveys.reminders.loading')} /> : <p role="status">{body}</p>}
    </Dialog>
  );
}
