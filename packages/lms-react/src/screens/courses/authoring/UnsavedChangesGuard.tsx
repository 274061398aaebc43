import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../ui-kit/ConfirmDialog';

/**
 * Warns before edits are lost: the browser's own prompt when the page is closed or reloaded, and a dialog when the
 * admin navigates away inside the app (possible only under lms-react's data router; a host's own router keeps
 * only the browser prompt).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return dataRouter ? <InAppNavigationBlocker when={when} /> : null;
}

function InAppNavigationBlocker({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t('adminCourses.unsaved.title')}
      description={t('adminCourses.unsaved.body')}
      confirmLabel={t('adminCourses.unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
