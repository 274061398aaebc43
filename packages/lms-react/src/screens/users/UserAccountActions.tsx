import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@lms/core';
import { Button } from '../../components/Button';
import { useNotify } from '../../notifications/useNotify';
import { ConfirmDialog } from '../../ui-kit/ConfirmDialog';
import { useErrorText } from '../../ui-kit/useErrorText';
import { ADMIN_USER_REFUSALS } from './admin-user-refusals';
import {
  useSendUserPasswordResetMutation,
  useSetUserDisabledMutation,
  useSetUserRoleMutation,
} from './admin-users-api';
import { DeleteUserDialog } from './DeleteUserDialog';

type Asking = 'role' | 'disable' | 'delete' | null;

export interface UserAccountActionsProps {
  user: AdminUser;
  /** After the account was deleted: back to the list. */
  onDeleted: () => void;
}

/**
 * What an administrator may do to an account: change its role, disable or enable it, mail a password-reset link,
 * delete it. Each change that locks someone out or gives power asks first; a refusal (yourself, the last
 * administrator) is said where the admin acted, in the dialog or as a notification.
 */
export function UserAccountActions({ user, onDeleted }: UserAccountActionsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const notify = useNotify();
  const errorText = useErrorText(ADMIN_USER_REFUSALS);
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [setRole, role] = useSetUserRoleMutation();
  const [setDisabled, disabling] = useSetUserDisabledMutation();
  const [sendReset, reset] = useSendUserPasswordResetMutation();
  const name = user.displayName ?? user.email;
  const makeAdmin = user.role !== 'admin';

  const ask = (what: Asking) => {
    setFailure(null);
    setAsking(what);
  };

  async function confirmRole() {
    const result = await setRole({ uid: user.uid, role: makeAdmin ? 'admin' : 'user' });
    if (result.error) return setFailure(errorText(result.error));
    setAsking(null);
    notify({
      kind: 'positive',
      message: t(makeAdmin ? 'adminUsers.role.madeAdmin' : 'adminUsers.role.madeStudent', { name }),
    });
  }

  async function changeDisabled(disabled: boolean) {
    const result = await setDisabled({ uid: user.uid, disabled });
    if (result.error) {
      if (disabled) return setFailure(errorText(result.error));
      return notify({ kind: 'negative', message: errorText(result.error) });
    }
    setAsking(null);
    notify({
      kind: 'positive',
      message: t(disabled ? 'adminUsers.disable.done' : 'adminUsers.enable.done', { name }),
    });
  }

  async function mailReset() {
    const result = await sendReset({ uid: user.uid });
    if (result.error) return notify({ kind: 'negative', message: errorText(result.error) });
    notify({ kind: 'positive', message: t('adminUsers.reset.done', { email: result.data.email }) });
  }

  return (
    <section className="lms-admin-user__actions" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminUsers.actions.heading')}</h2>
      <div className="lms-admin-user__buttons">
        <Button variant="secondary" onClick={() => ask('role')}>
          {t(makeAdmin ? 'adminUsers.role.makeAdmin' : 'adminUsers.role.removeAdmin')}
        </Button>
        {user.disabled ? (
          <Button variant="secondary" busy={disabling.isLoading} onClick={() => void changeDisabled(false)}>
            {t('adminUsers.enable.button')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => ask('disable')}>
            {t('adminUsers.disable.button')}
          </Button>
        )}
        <Button variant="secondary" busy={reset.isLoading} onClick={() => void mailReset()}>
          {t('adminUsers.reset.button')}
        </Button>
        <Button variant="danger" onClick={() => ask('delete')}>
          {t('adminUsers.delete.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'role'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t(makeAdmin ? 'adminUsers.role.makeAdminTitle' : 'adminUsers.role.removeAdminTitle', { name })}
        description={t(makeAdmin ? 'adminUsers.role.makeAdminBody' : 'adminUsers.role.removeAdminBody')}
        confirmLabel={t(makeAdmin ? 'adminUsers.role.makeAdmin' : 'adminUsers.role.removeAdmin')}
        busy={role.isLoading}
        failure={failure}
        onConfirm={() => void confirmRole()}
      />
      <ConfirmDialog
        open={asking === 'disable'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('adminUsers.disable.title', { name })}
        description={t('adminUsers.disable.body')}
        confirmLabel={t('adminUsers.disable.confirm')}
        busy={disabling.isLoading}
        failure={failure}
        onConfirm={() => void changeDisabled(true)}
      />
      {asking === 'delete' && (
        <DeleteUserDialog
          user={user}
          onOpenChange={(open) => !open && setAsking(null)}
          onDeleted={onDeleted}
        />
      )}
    </section>
  );
}
