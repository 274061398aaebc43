import type { AdminLesson } from '@lms/core';

/** What the lesson editor dialog opens on: a new lesson of a module, or an existing lesson. */
export type LessonEditorTarget = { mode: 'add'; moduleId: string } | { mode: 'edit'; lesson: AdminLesson };
