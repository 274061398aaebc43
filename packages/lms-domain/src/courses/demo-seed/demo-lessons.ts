// The shape of demo courses and small builders for their lessons. lessons.content holds the shared lesson-content
// shape of its kind (lms-core's lessonContentSchemas), which authoring saves and the viewer reads.
import {
  DEFAULT_QUIZ_POLICY,
  type QuizLessonContent,
  type QuizQuestion,
  type TextLessonContent,
  type VideoLessonContent,
} from '@lms/core';
import type { CoursesTable } from '../../db/schema';

export type DemoLesson =
  | { kind: 'text'; title: string; minutes: number; content: TextLessonContent }
  | { kind: 'video'; title: string; minutes: number; content: VideoLessonContent }
  | { kind: 'file'; title: string; minutes: number; file: string; contentType: string; description: string }
  | { kind: 'quiz'; title: string; minutes: number; content: QuizLessonContent };

export interface DemoModule {
  title: string;
  lessons: DemoLesson[];
}

export type DemoCourse = Pick<
  CoursesTable,
  'slug' | 'title' | 'summary' | 'description' | 'category' | 'level' | 'price_cents' | 'currency'
> & {
  /** File name under assets/demo/. */
  thumbnail: string;
  lockLessonsInOrder: boolean;
  modules: DemoModule[];
};

/**
 * Demo videos served by this server (assets/demo/), so the demo works without a network: a 24-second clip with
 * a visible timer, made for this project, and its WebVTT captions.
 */
export const DEMO_VIDEOS = {
  timerClip: {
    url: '/assets/demo/demo-video.webm',
    captionsUrl: '/assets/demo/demo-video.vtt',
    durationSeconds: 24,
    attribution: 'Demo clip made for this platform, free to reuse',
  },
} as const;

export const text = (title: string, minutes: number, markdown: string): DemoLesson => ({
  kind: 'text',
  title,
  minutes,
  content: { markdown },
});

export const video = (
  title: string,
  minutes: number,
  movie: (typeof DEMO_VIDEOS)[keyof typeof DEMO_VIDEOS],
  notesMarkdown: string,
): DemoLesson => ({
  kind: 'video',
  title,
  minutes,
  // The credit goes under the player with the notes.
  content: {
    url: movie.url,
    captionsUrl: movie.captionsUrl,
    durationSeconds: movie.durationSeconds,
    notesMarkdown: `${notesMarkdown}\n\n*${movie.attribution}*`,
  },
});

export const file = (
  title: string,
  minutes: number,
  fileName: string,
  contentType: string,
  description: string,
): DemoLesson => ({
  kind: 'file',
  title,
  minutes,
  file: fileName,
  contentType,
  description,
});

export const quiz = (
  title: string,
  minutes: number,
  questions: QuizQuestion[],
  passMark = 70,
): DemoLesson => ({
  kind: 'quiz',
  title,
  minutes,
  content: { passMark, questions, ...DEFAULT_QUIZ_POLICY },
});

/** A single-answer question; options are given as [id, text] with the right one's id. */
export const single = (
  id: string,
  prompt: string,
  options: [string, string][],
  correct: string,
  explanation: string,
): QuizQuestion => ({
  id,
  prompt,
  kind: 'single',
  options: options.map(([optionId, optionText]) => ({ id: optionId, text: optionText })),
  correctOptionIds: [correct],
  explanation,
});

export const multiple = (
  id: string,
  prompt: string,
  options: [string, string][],
  correct: string[],
  explanation: string,
): QuizQuestion => ({
  id,
  prompt,
  kind: 'multiple',
  options: options.map(([optionId, optionText]) => ({ id: optionId, text: optionText })),
  correctOptionIds: correct,
  explanation,
});
