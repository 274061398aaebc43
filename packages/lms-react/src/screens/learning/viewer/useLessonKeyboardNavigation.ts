// Alt+Left / Alt+Right open the previous / next lesson (mirrored in right-to-left languages, where "next" is on
// the left). Keys typed into a field or a media player keep their own meaning.
import { useEffect } from 'react';

const OWN_KEYS = 'input, textarea, select, video, audio, [contenteditable=""], [contenteditable="true"]';

export function useLessonKeyboardNavigation(options: {
  previousId: string | null;
  nextId: string | null;
  rtl: boolean;
  open: (lessonId: string) => void;
}): void {
  const { previousId, nextId, rtl, open } = options;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as Element | null;
      if (target?.closest?.(OWN_KEYS)) return;
      const forward = (event.key === 'ArrowRight') !== rtl;
      const lessonId = forward ? nextId : previousId;
      if (!lessonId) return;
      // Alt+Left is also the browser's Back: here it means the previous lesson, which is what the hint says.
      event.preventDefault();
      open(lessonId);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [previousId, nextId, rtl, open]);
}
