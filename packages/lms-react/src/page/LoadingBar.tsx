import { useTranslation } from 'react-i18next';
import { useLmsNavigation } from '../navigation/useLmsNavigation';
import { useLmsSelector } from '../store/hooks';
import { selectServerBusy } from '../store/selectors';

/** The global loading indicator: shown while the next page is being prepared or any server call runs. */
export function LoadingBar() {
  const navigationPending = useLmsNavigation().pending === true;
  const serverBusy = useLmsSelector(selectServerBusy);
  const { t } = useTranslation();
  if (!navigationPending && !serverBusy) return null;
  return (
    <div className="lms-loading-bar" role="progressbar" aria-label={t('common.loading')}>
      <div className="lms-loading-bar__indicator" />
    </div>
  );
}
