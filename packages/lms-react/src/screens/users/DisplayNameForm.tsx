import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@lms/core';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../notifications/useNotify';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { displayNameProblem } from './field-problems';
import { ProfileSection } from './ProfileSection';
import { useSaveProfile } from './useSaveProfile';

/** The name other people and certificates show; saved on the account and the user document. */
export function DisplayNameForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const saveProfile = useSaveProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFieldForm<'name'>(formRef);
  const [name, setName] = useState(user.name ?? '');

  function handleSubmit() {
    if (!form.validate({ name: displayNameProblem(name, { required: true }) })) return;
    void form
      .run(() => saveProfile({ displayName: name.trim() }))
      .then((saved) => {
        if (saved) notify({ kind: 'positive', message: t('profile.name.saved') });
      });
  }

  return (
    <ProfileSection title={t('profile.name.heading')}>
      <FormScaffold
        ref={formRef}
        form={form}
        onSubmit={handleSubmit}
        submitLabel={t('profile.name.save')}
        failure="inside"
      >
        <TextField
          label={t('profile.name.label')}
          description={t('profile.name.description')}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={form.errorOf('name')}
        />
      </FormScaffold>
    </ProfileSection>
  );
}
