import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@lms/core';
import { TextField } from '../../components/TextField';
import { FormDialog } from '../../ui-kit/FormDialog';
import { useErrorText } from '../../ui-kit/useErrorText';
import { ADMIN_USER_REFUSALS } from './admin-user-refusals';
import { useDeleteUserMutation } from './admin-users-api';

export interface DeleteUserDialogProps {
  user: AdminUser;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/**
 * Deleting an account cannot be undone: the admin types its e-mail address, which the server compares too, and
 * reads what goes (sign-in, enrolments, progress, files) and what stays (orders, without the person).
 */
export function DeleteUserDialog({ user, onOpenChange, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText(ADMIN_USER_REFUSALS);
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm(): Promise<boolean> {
    if (typed.trim().toLowerCase() !== user.email) {
      setFailure(t('adminUsers.refusal.confirmMismatch'));
      return false;
    }
    const result = await deleteUser({ uid: user.uid, confirmEmail: typed });
    if (result.error) {
      setFailure(errorText(result.error));
      return false;
    }
    onDeleted();
    return true;
  }

  return (
    <FormDialog
      onOpenChange={onOpenChange}
      title={t('adminUsers.delete.title', { name: user.displayName ?? user.email })}
      description={t('adminUsers.delete.body')}
      onSubmit={confirm}
      submitLabel={t('adminUsers.delete.confirm')}
      submitVariant="danger"
      submitBusy={isLoading}
      failure={failure}
    >
      <TextField
        label={t('adminUsers.delete.typeEmail', { email: user.email })}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
      />
    </FormDialog>
  );
}
