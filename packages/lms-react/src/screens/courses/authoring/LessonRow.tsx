import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLesson, AdminModule } from '@lms/core';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useMoveLessonMutation, useRemoveLessonMutation } from '../../../store/endpoints/courses-api';
import { ConfirmDialog } from '../../../ui-kit/ConfirmDialog';
import { MoveButtons } from './MoveButtons';
import { useConfirmedRemoval } from './useConfirmedRemoval';
import { useOutlineChange } from './useOutlineChange';

export interface LessonRowProps {
  lesson: AdminLesson;
  module: AdminModule;
  modules: readonly AdminModule[];
  dragHandle: ReactNode;
  isFirst: boolean;
  isLast: boolean;
  onMove: (offset: number) => void;
  onEdit: () => void;
}

/** One lesson in the outline: kind, title, length, and the buttons to edit, move or remove it. */
export function LessonRow({
  lesson,
  module,
  modules,
  dragHandle,
  isFirst,
  isLast,
  onMove,
  onEdit,
}: LessonRowProps) {
  const { t } = useTranslation();
  const runChange = useOutlineChange();
  const [moveLesson] = useMoveLessonMutation();
  const [removeLesson, removeState] = useRemoveLessonMutation();
  const removal = useConfirmedRemoval(() => removeLesson({ lessonId: lesson.id }));
  const named = (
    <>
      {' '}
      <VisuallyHidden>{lesson.title}</VisuallyHidden>
    </>
  );
  const otherModules = modules.filter((candidate) => candidate.id !== module.id);

  return (
    <div className="lms-lesson-row">
      {dragHandle}
      <span className={`lms-kind-badge lms-kind-badge--${lesson.kind}`}>
        {t(`adminCourses.kind.${lesson.kind}`)}
      </span>
      <span className="lms-lesson-row__title">{lesson.title}</span>
      {lesson.durationMinutes !== null && (
        <span className="lms-lesson-row__minutes">
          {t('adminCourses.outline.minutes', { count: lesson.durationMinutes })}
        </span>
      )}
      <div className="lms-lesson-row__actions">
        <Button variant="secondary" onClick={onEdit}>
          {t('adminCourses.outline.editLesson')}
          {named}
        </Button>
        <MoveButtons name={lesson.title} isFirst={isFirst} isLast={isLast} onMove={onMove} />
        {otherModules.length > 0 && (
          <label className="lms-lesson-row__move-to">
            <VisuallyHidden>{t('adminCourses.outline.moveTo', { title: lesson.title })}</VisuallyHidden>
            <select
              className="lms-field__control"
              value=""
              onChange={(event) => {
                const target = modules.find((candidate) => candidate.id === event.target.value);
                if (target) {
                  void runChange(
                    moveLesson({
                      lessonId: lesson.id,
                      toModuleId: target.id,
                      position: target.lessons.length,
                    }),
                  );
                }
              }}
            >
              <option value="">{t('adminCourses.outline.moveToPlaceholder')}</option>
              {otherModules.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button variant="danger" onClick={removal.ask}>
          {t('adminCourses.outline.remove')}
          {named}
        </Button>
      </div>
      <ConfirmDialog
        {...removal.dialogProps}
        title={t('adminCourses.confirm.removeLessonTitle', { title: lesson.title })}
        description={t('adminCourses.confirm.removeLessonBody')}
        confirmLabel={t('adminCourses.outline.remove')}
        busy={removeState.isLoading}
      />
    </div>
  );
}
