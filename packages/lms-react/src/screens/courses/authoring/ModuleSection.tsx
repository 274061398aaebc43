import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLesson, AdminModule } from '@lms/core';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useRemoveModuleMutation, useReorderLessonsMutation } from '../../../store/endpoints/courses-api';
import { ConfirmDialog } from '../../../ui-kit/ConfirmDialog';
import { LessonRow } from './LessonRow';
import { moveItem } from './move-item';
import { MoveButtons } from './MoveButtons';
import { RenameModuleForm } from './RenameModuleForm';
import { SortableList } from './SortableList';
import { useConfirmedRemoval } from './useConfirmedRemoval';
import { useOutlineChange } from './useOutlineChange';

export interface ModuleSectionProps {
  module: AdminModule;
  modules: readonly AdminModule[];
  dragHandle: ReactNode;
  onMove: (offset: number) => void;
  onAddLesson: () => void;
  onEditLesson: (lesson: AdminLesson) => void;
}

/** A module: its title and actions, then its lessons in order. */
export function ModuleSection({
  module,
  modules,
  dragHandle,
  onMove,
  onAddLesson,
  onEditLesson,
}: ModuleSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const runChange = useOutlineChange();
  const [reorderLessons] = useReorderLessonsMutation();
  const [removeModule, removeState] = useRemoveModuleMutation();
  const removal = useConfirmedRemoval(() => removeModule({ moduleId: module.id }));
  const [renaming, setRenaming] = useState(false);
  const index = modules.findIndex((candidate) => candidate.id === module.id);
  const named = (
    <>
      {' '}
      <VisuallyHidden>{module.title}</VisuallyHidden>
    </>
  );
  const lessonIds = module.lessons.map((lesson) => lesson.id);
  const reorder = (ids: string[]) => void runChange(reorderLessons({ moduleId: module.id, lessonIds: ids }));

  return (
    <section className="lms-module" aria-labelledby={headingId}>
      <header className="lms-module__header">
        {dragHandle}
        {renaming ? (
          <RenameModuleForm module={module} onDone={() => setRenaming(false)} />
        ) : (
          <h3 id={headingId} className="lms-module__title">
            {module.title}
          </h3>
        )}
        <div className="lms-module__actions">
          {!renaming && (
            <Button variant="ghost" onClick={() => setRenaming(true)}>
              {t('adminCourses.outline.rename')}
              {named}
            </Button>
          )}
          <MoveButtons
            name={module.title}
            isFirst={index <= 0}
            isLast={index >= modules.length - 1}
            onMove={onMove}
          />
          <Button variant="danger" onClick={removal.ask}>
            {t('adminCourses.outline.remove')}
            {named}
          </Button>
        </div>
      </header>
      {module.lessons.length === 0 ? (
        <p className="lms-module__empty">{t('adminCourses.outline.noLessons')}</p>
      ) : (
        <SortableList
          className="lms-module__lessons"
          items={module.lessons}
          nameOf={(lesson) => lesson.title}
          onReorder={reorder}
          renderItem={(lesson, lessonIndex, handle) => (
            <LessonRow
              lesson={lesson}
              module={module}
              modules={modules}
              dragHandle={handle}
              isFirst={lessonIndex === 0}
              isLast={lessonIndex === module.lessons.length - 1}
              onMove={(offset) => reorder(moveItem(lessonIds, lessonIndex, offset))}
              onEdit={() => onEditLesson(lesson)}
            />
          )}
        />
      )}
      <Button variant="secondary" onClick={onAddLesson}>
        {t('adminCourses.outline.addLesson')}
        {named}
      </Button>
      <ConfirmDialog
        {...removal.dialogProps}
        title={t('adminCourses.confirm.removeModuleTitle', { title: module.title })}
        description={t('adminCourses.confirm.removeModuleBody', { count: module.lessons.length })}
        confirmLabel={t('adminCourses.outline.remove')}
        busy={removeState.isLoading}
      />
    </section>
  );
}
