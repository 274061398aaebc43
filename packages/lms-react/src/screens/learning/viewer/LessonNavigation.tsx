import { useTranslation } from 'react-i18next';
import { LmsLink } from '../../../navigation/LmsLink';

/** Previous and next lesson, with the keyboard shortcut announced on each link. */
export function LessonNavigation(props: {
  previous: { id: string; title: string } | null;
  next: { id: string; title: string } | null;
  nextLocked: boolean;
  lessonHref: (lessonId: string) => string;
  /** Right to left: the shortcuts are mirrored (useLessonKeyboardNavigation). */
  rtl: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav className="lms-viewer-steps" aria-label={t('viewer.steps.label')}>
      {props.previous && (
        <LmsLink
          to={props.lessonHref(props.previous.id)}
          className="lms-button lms-button--secondary lms-viewer-steps__previous"
          aria-keyshortcuts={props.rtl ? 'Alt+ArrowRight' : 'Alt+ArrowLeft'}
          rel="prev"
        >
          {t('viewer.steps.previous', { title: props.previous.title })}
        </LmsLink>
      )}
      {props.next &&
        (props.nextLocked ? (
          <p className="lms-viewer-steps__locked">
            {t('viewer.steps.nextLocked', { title: props.next.title })}
          </p>
        ) : (
          <LmsLink
            to={props.lessonHref(props.next.id)}
            className="lms-button lms-button--primary lms-viewer-steps__next"
            aria-keyshortcuts={props.rtl ? 'Alt+ArrowLeft' : 'Alt+ArrowRight'}
            rel="next"
          >
            {t('viewer.steps.next', { title: props.next.title })}
          </LmsLink>
        ))}
      <p className="lms-viewer-steps__hint lms-keyboard-tip">{t('viewer.steps.keyboardHint')}</p>
    </nav>
  );
}
