import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { completedModules, type CourseContent, type LessonState } from '@lms/core';
import { useNotify } from '../../../notifications/useNotify';

/**
 * A module the learner finishes on this visit is celebrated with a toast (a polite status, no layout moves under the
 * learner's pointer); modules complete when the viewer opened are not, and the course's own finish has its panel
 * (CourseCompletedMoment) instead. `states` counts events still on their way, so the toast comes as the lesson is
 * done, not when the server has answered.
 */
export function useModuleMoments(
  modules: CourseContent['modules'],
  states: Readonly<Record<string, LessonState>>,
  courseComplete: boolean,
): void {
  const { t } = useTranslation();
  const notify = useNotify();
  const completed = useMemo(
    () =>
      completedModules(
        modules,
        Object.keys(states).filter((id) => states[id] === 'completed'),
      ),
    [modules, states],
  );
  const celebrated = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (celebrated.current === null) {
      celebrated.current = new Set(completed.map((module) => module.id));
      return;
    }
    for (const module of completed) {
      if (celebrated.current.has(module.id)) continue;
      celebrated.current.add(module.id);
      if (!courseComplete)
        notify({ kind: 'positive', message: t('viewer.moment.module', { title: module.title }) });
    }
  }, [completed, courseComplete, notify, t]);
}
