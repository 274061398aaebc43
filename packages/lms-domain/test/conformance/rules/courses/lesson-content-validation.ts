// Lesson content is checked per kind with the shared lesson-content schemas before anything is stored; each rejection
// names the field, so the editor can point at it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseWithLesson,
  quizContent,
  startAuthoringHost,
  textContent,
  type AuthoringHarness,
} from '../../fixtures/authoring-harness';
import type { OpenConformanceHost } from '../../host';

export const describeLessonContentValidation = (openHost: OpenConformanceHost) =>
  describe('lesson content validation', () => {
    let harness: AuthoringHarness;
    beforeAll(async () => {
      harness = await startAuthoringHost(openHost);
    });
    afterAll(() => harness?.close());

    it.each([
      ['text without markdown', 'text', { markdown: '  ' }, 'content.markdown'],
      ['video with neither url nor file', 'video', { durationSeconds: 60 }, 'content.url'],
      [
        'video with a javascript: url',
        'video',
        { url: 'javascript:alert(1)', durationSeconds: 60 },
        'content.url',
      ],
      ['file without a name', 'file', { fileUrl: '/f.pdf', fileName: '', sizeBytes: 1 }, 'content.fileName'],
      ['quiz without questions', 'quiz', { passMark: 50, questions: [] }, 'content.questions'],
      ['quiz with a pass mark over 100', 'quiz', { ...quizContent(), passMark: 120 }, 'content.passMark'],
      [
        'single-choice question with two right answers',
        'quiz',
        {
          passMark: 50,
          questions: [{ ...quizContent().questions[0], correctOptionIds: ['a', 'b'] }],
        },
        'content.questions.0.correctOptionIds',
      ],
      [
        'right answer that is not an option',
        'quiz',
        { passMark: 50, questions: [{ ...quizContent().questions[0], correctOptionIds: ['z'] }] },
        'content.questions.0.correctOptionIds.0',
      ],
      ['text content on a video lesson', 'video', textContent(), 'content.durationSeconds'],
    ])('rejects %s, naming the field', async (_label, kind, content, path) => {
      const { moduleId: basics } = await courseWithLesson(harness, `Invalid ${String(_label)}`);
      const failure = await harness.fail('addLesson', { moduleId: basics, kind, title: 'Bad', content });
      expect(failure).toMatchObject({ status: 400, code: 'functions/invalid-argument' });
      expect(failure.details?.issues?.map((issue) => issue.path)).toContain(path);
    });

    it('checks content on update against the kind, and leaves the lesson as it was', async () => {
      const { course, lessonId: id } = await courseWithLesson(harness, 'Invalid update');
      const failure = await harness.fail('updateLesson', {
        lessonId: id,
        kind: 'text',
        content: { text: 'x' },
      });
      expect(failure.code).toBe('functions/invalid-argument');
      expect(await harness.call('adminGetCourse', { id: course.id })).toEqual(course);
    });
  });
