import { useTranslation } from 'react-i18next';

/** First focusable element of a layout: lets keyboard users jump past the header. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a className="lms-skip-link" href={`#${targetId}`}>
      {t('layout.skipToContent')}
    </a>
  );
}
