import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { surveyWebhookPath, type Survey } from '@lms/core';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { useErrorText } from '../../ui-kit/useErrorText';
import { useRotateSurveyWebhookSecretMutation } from './surveys-admin-api';

/**
 * An external survey's webhook: the address the other tool posts completions to, and its secret. The server keeps
 * the secret and shows it only in the answer that made it, so it is shown here once, until the editor closes. The
 * secret just made is kept by the page (`made`, `onMade`): making it changes the survey, which redraws the editor.
 */
export interface MadeWebhookSecret {
  surveyId: string;
  secret: string;
  webhookUrl: string;
}

export function SurveyWebhookPanel({
  survey,
  made: madeForAnySurvey,
  onMade,
}: {
  survey: Survey;
  made: MadeWebhookSecret | null;
  onMade: (made: MadeWebhookSecret) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [rotate, rotating] = useRotateSurveyWebhookSecretMutation();
  const made = madeForAnySurvey?.surveyId === survey.id ? madeForAnySurvey : null;
  const [failure, setFailure] = useState<string | null>(null);
  const address = made?.webhookUrl ?? new URL(surveyWebhookPath(survey.id), window.location.origin).href;
  const hasSecret = made !== null || survey.hasWebhookSecret;

  async function onRotate() {
    setFailure(null);
    const result = await rotate({ surveyId: survey.id });
    if ('error' in result) setFailure(errorText(result.error));
    else if (result.data) onMade({ surveyId: survey.id, ...result.data });
  }

  return (
    <section className="lms-survey-webhook" aria-labelledby="lms-survey-webhook-title">
      <h3 id="lms-survey-webhook-title">{t('surveys.webhook.heading')}</h3>
      <p>{t('surveys.webhook.help')}</p>
      {failure !== null && <FormAlert>{failure}</FormAlert>}
      <TextField label={t('surveys.webhook.address')} value={address} readOnly dir="ltr" />
      {made !== null ? (
        <TextField
          label={t('surveys.webhook.secret')}
          description={t('surveys.webhook.secretOnce')}
          value={made.secret}
          readOnly
          dir="ltr"
        />
      ) : (
        <p role="status">{hasSecret ? t('surveys.webhook.secretSet') : t('surveys.webhook.noSecret')}</p>
      )}
      <Button type="button" variant="secondary" busy={rotating.isLoading} onClick={() => void onRotate()}>
        {hasSecret ? t('surveys.webhook.replace') : t('surveys.webhook.make')}
      </Button>
      {hasSecret && <p className="lms-field__description">{t('surveys.webhook.replaceHelp')}</p>}
    </section>
  );
}
