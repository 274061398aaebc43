import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@lms/core';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../notifications/useNotify';
import { useErrorText } from '../../ui-kit/useErrorText';
import { displayNameProblem, type FieldProblem } from './field-problems';
import { ProfileSection } from './ProfileSection';
import { useFormSubmission } from './useFormSubmission';
import { useProblemText } from './useProblemText';
import { useSaveProfile } from './useSaveProfile';

/** The name other people and certificates show; saved on the account and the user document. */
export function DisplayNameForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const saveProfile = useSaveProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useFormSubmission(formRef);
  const [name, setName] = useState(user.name ?? '');
  const [problem, setProblem] = useState<FieldProblem | undefined>(undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = displayNameProblem(name, { required: true });
    setProblem(found);
    if (found) {
      submission.focusFirstInvalid();
      return;
    }
    void submission
      .run(() => saveProfile({ displayName: name.trim() }))
      .then((saved) => {
        if (saved) notify({ kind: 'positive', message: t('profile.name.saved') });
      });
  }

  return (
    <ProfileSection title={t('profile.name.heading')}>
      <form ref={formRef} className="lms-account-form" noValidate onSubmit={handleSubmit}>
        {submission.failure !== null && <FormAlert>{errorText(submission.failure)}</FormAlert>}
        <TextField
          label={t('profile.name.label')}
          description={t('profile.name.description')}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problemText(problem)}
        />
        <Button type="submit" busy={submission.busy}>
          {t('profile.name.save')}
        </Button>
      </form>
    </ProfileSection>
  );
}
