import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCourse } from '@lms/core';
import { EmptyState } from '../../../components/EmptyState';
import { useReorderModulesMutation } from '../../../store/endpoints/courses-api';
import { AddModuleForm } from './AddModuleForm';
import { LessonEditorDialog } from './LessonEditorDialog';
import type { LessonEditorTarget } from './lesson-editor-target';
import { ModuleSection } from './ModuleSection';
import { moveItem } from './move-item';
import { SortableList } from './SortableList';
import { useOutlineChange } from './useOutlineChange';
import { ChecklistPicture } from '../../../components/empty-pictures';

export interface CourseOutlineProps {
  course: AdminCourse;
  onLessonDirtyChange: (dirty: boolean) => void;
}

/** Modules and their lessons, in order; everything reorders by drag and drop, keyboard or Move up / Move down. */
export function CourseOutline({ course, onLessonDirtyChange }: CourseOutlineProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const runChange = useOutlineChange();
  const [reorderModules] = useReorderModulesMutation();
  const [editing, setEditing] = useState<LessonEditorTarget | null>(null);
  const modules = course.modules;

  const reorder = (moduleIds: string[]) => void runChange(reorderModules({ courseId: course.id, moduleIds }));

  return (
    <section className="lms-editor-panel lms-course-outline" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminCourses.outline.heading')}</h2>
      {modules.length === 0 ? (
        <EmptyState picture={<ChecklistPicture />} title={t('adminCourses.outline.emptyTitle')}>
          {t('adminCourses.outline.emptyBody')}
        </EmptyState>
      ) : (
        <SortableList
          className="lms-course-outline__modules"
          items={modules}
          nameOf={(module) => module.title}
          onReorder={reorder}
          renderItem={(module, index, handle) => (
            <ModuleSection
              module={module}
              modules={modules}
              dragHandle={handle}
              onMove={(offset) =>
                reorder(
                  moveItem(
                    modules.map((item) => item.id),
                    index,
                    offset,
                  ),
                )
              }
              onAddLesson={() => setEditing({ mode: 'add', moduleId: module.id })}
              onEditLesson={(lesson) => setEditing({ mode: 'edit', lesson })}
            />
          )}
        />
      )}
      <AddModuleForm courseId={course.id} />
      {editing && (
        <LessonEditorDialog
          courseId={course.id}
          target={editing}
          onDirtyChange={onLessonDirtyChange}
          onClose={() => {
            setEditing(null);
            onLessonDirtyChange(false);
          }}
        />
      )}
    </section>
  );
}
