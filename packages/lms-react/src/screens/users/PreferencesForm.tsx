import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@lms/core';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField, type SelectOption } from '../../components/SelectField';
import { resolveLanguage, SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { useNotify } from '../../notifications/useNotify';
import { useUpdateMyUserDocumentMutation } from '../../store/lms-api';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import { useFormSubmission } from '../../ui-kit/useFormSubmission';

/** Each language named in itself ("Français", not "French"), the way people look for their own language. */
function languageOptions(): SelectOption[] {
  return SUPPORTED_LANGUAGES.map((language) => {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    return {
      value: language,
      label: name.charAt(0).toLocaleUpperCase(language) + name.slice(1),
      lang: language,
    };
  });
}

/**
 * Language and notifications, saved in the user document with the updateMyUserDocument operation. A new language
 * applies at once: the library follows the document's preference.
 */
export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [updateUserDocument] = useUpdateMyUserDocumentMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useFormSubmission(formRef);
  const [language, setLanguage] = useState(resolveLanguage(preferences.language));
  const [notifications, setNotifications] = useState(preferences.notifications);

  function handleSubmit() {
    void submission
      .run(async () => {
        await updateUserDocument({ preferences: { language, notifications } }).unwrap();
      })
      .then((saved) => {
        if (saved) notify({ kind: 'positive', message: t('profile.preferences.saved') });
      });
  }

  return (
    <FormScaffold
      ref={formRef}
      form={submission}
      onSubmit={handleSubmit}
      submitLabel={t('profile.preferences.save')}
      failure="inside"
    >
      <SelectField
        label={t('profile.preferences.language')}
        options={languageOptions()}
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
      />
      <CheckboxField
        label={t('profile.preferences.notifications')}
        description={t('profile.preferences.notificationsHint')}
        checked={notifications}
        onChange={(event) => setNotifications(event.target.checked)}
      />
    </FormScaffold>
  );
}
