import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';

/**
 * A step shown in a frame, as an allowed site would show it. Loaded only when asked: a frame starts its own copy of
 * the application, which the page has no reason to pay for on every visit.
 */
export function EmbedPreview({ path }: { path: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <Button variant="secondary" onClick={() => setShown(true)}>
        {t('adminTest.embedPreview.show')}
      </Button>
    );
  }
  return (
    <div className="lms-admin-test__preview">
      <iframe className="lms-admin-test__frame" src={path} title={t('adminTest.embedPreview.title')} />
      <Button variant="secondary" onClick={() => setShown(false)}>
        {t('adminTest.embedPreview.hide')}
      </Button>
    </div>
  );
}
