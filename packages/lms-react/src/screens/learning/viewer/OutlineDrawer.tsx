import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The course outline beside the lesson on wide screens; on narrow ones (course-viewer.css) a drawer behind a
 * disclosure button, so the lesson comes first. It closes when another lesson opens and with Escape.
 */
export function OutlineDrawer({ lessonId, children }: { lessonId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [lessonId]);
  return (
    <div
      className="lms-viewer-drawer"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="lms-button lms-button--secondary lms-viewer-drawer__toggle"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(!open)}
      >
        {t('viewer.outline.label')}
      </button>
      <div id={drawerId} className="lms-viewer-drawer__panel" data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}
