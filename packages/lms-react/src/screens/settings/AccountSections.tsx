// The sign-in section (popup providers offered and the password policy of spec section 5) and the notification
// defaults (which optional e-mails are sent).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPTIONAL_EMAILS, type SettingsValues } from '@lms/core';
import { CheckboxField } from '../../components/CheckboxField';
import { TextField } from '../../components/TextField';
import { SettingsSection } from './SettingsSection';
import type { SectionProps } from './SiteSections';

type Policy = SettingsValues['signIn']['passwordPolicy'];
const RULES = ['requireLowercase', 'requireUppercase', 'requireNumeric', 'requireNonAlphanumeric'] as const;

/** A number field's text as the schema's number: NaN for text that is no whole number, so the schema names it. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

export function SignInSection({
  initial,
  savedAt,
  configured,
}: SectionProps<'signIn'> & { configured: { google: boolean; microsoft: boolean } }) {
  const { t } = useTranslation();
  const [offer, setOffer] = useState({ google: initial.offerGoogle, microsoft: initial.offerMicrosoft });
  const [lengths, setLengths] = useState({
    minLength: String(initial.passwordPolicy.minLength),
    maxLength: initial.passwordPolicy.maxLength === null ? '' : String(initial.passwordPolicy.maxLength),
  });
  const [rules, setRules] = useState(() =>
    Object.fromEntries(RULES.map((rule) => [rule, initial.passwordPolicy[rule]])),
  );
  const policy = {
    ...(rules as Pick<Policy, (typeof RULES)[number]>),
    minLength: whole(lengths.minLength),
    maxLength: lengths.maxLength.trim() === '' ? null : whole(lengths.maxLength),
  };
  const providers = [
    { id: 'google', label: t('siteSettings.signIn.google') },
    { id: 'microsoft', label: t('siteSettings.signIn.microsoft') },
  ] as const;
  return (
    <SettingsSection
      section="signIn"
      title={t('siteSettings.signIn.heading')}
      intro={t('siteSettings.signIn.intro')}
      savedAt={savedAt}
      values={{ offerGoogle: offer.google, offerMicrosoft: offer.microsoft, passwordPolicy: policy }}
    >
      {(errorOf) => (
        <>
          <fieldset className="lms-settings-fieldset">
            <legend>{t('siteSettings.signIn.providers')}</legend>
            <p>{t('siteSettings.signIn.passwordAlways')}</p>
            {providers.map(({ id, label }) => (
              <CheckboxField
                key={id}
                label={t('siteSettings.signIn.offer', { provider: label })}
                description={
                  configured[id]
                    ? t('siteSettings.signIn.configured')
                    : t('siteSettings.signIn.notConfigured')
                }
                checked={offer[id]}
                onChange={(event) => setOffer((current) => ({ ...current, [id]: event.target.checked }))}
              />
            ))}
          </fieldset>
          <fieldset className="lms-settings-fieldset">
            <legend>{t('siteSettings.signIn.policy')}</legend>
            <TextField
              label={t('siteSettings.signIn.minLength')}
              description={t('siteSettings.signIn.minLengthHint')}
              inputMode="numeric"
              value={lengths.minLength}
              error={errorOf('passwordPolicy.minLength')}
              onChange={(event) => setLengths((current) => ({ ...current, minLength: event.target.value }))}
            />
            <TextField
              label={t('siteSettings.signIn.maxLength')}
              description={t('siteSettings.signIn.maxLengthHint')}
              inputMode="numeric"
              value={lengths.maxLength}
              error={errorOf('passwordPolicy.maxLength')}
              onChange={(event) => setLengths((current) => ({ ...current, maxLength: event.target.value }))}
            />
            {RULES.map((rule) => (
              <CheckboxField
                key={rule}
                label={t(`siteSettings.signIn.rules.${rule}`)}
                checked={rules[rule]}
                onChange={(event) => setRules((current) => ({ ...current, [rule]: event.target.checked }))}
              />
            ))}
          </fieldset>
        </>
      )}
    </SettingsSection>
  );
}

export function NotificationsSection({ initial, savedAt }: SectionProps<'notifications'>) {
  const { t } = useTranslation();
  const [emails, setEmails] = useState(initial.emails);
  return (
    <SettingsSection
      section="notifications"
      title={t('siteSettings.notifications.heading')}
      intro={t('siteSettings.notifications.intro')}
      savedAt={savedAt}
      values={{ emails }}
    >
      {() =>
        OPTIONAL_EMAILS.map((email) => (
          <CheckboxField
            key={email}
            label={t(`siteSettings.notifications.emails.${email}`)}
            checked={emails[email]}
            onChange={(event) => setEmails((current) => ({ ...current, [email]: event.target.checked }))}
          />
        ))
      }
    </SettingsSection>
  );
}
