import type { RefusalWordingsOf } from '../../ui-kit/useErrorText';

/** The words for a refused account action (useErrorText): the server's named reasons, in the admin's language. */
export const ADMIN_USER_REFUSALS: RefusalWordingsOf<
  'setUserRole' | 'setUserDisabled' | 'deleteUser' | 'sendUserPasswordReset'
> = {
  self: (t) => t('adminUsers.refusal.self'),
  'last-admin': (t) => t('adminUsers.refusal.lastAdmin'),
  'confirm-mismatch': (t) => t('adminUsers.refusal.confirmMismatch'),
  disabled: (t) => t('adminUsers.refusal.disabled'),
};
