import { describe, expect, it } from 'vitest';
import { studentLessonContentSchema } from '../api/schemas/learning-content';
import { parseStoredLesson, toStudentLessonContent } from './student-content';

const storedQuiz = {
  passMark: 50,
  questions: [
    {
      id: 'q1',
      prompt: 'Which?',
      kind: 'single',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      correctOptionIds: ['b'],
    },
  ],
};

describe('student form of lesson content', () => {
  it('never carries the right answers of a quiz', () => {
    const content = toStudentLessonContent(parseStoredLesson('quiz', storedQuiz));
    expect(JSON.stringify(content)).not.toContain('correctOptionIds');
    expect(content).toEqual({
      kind: 'quiz',
      passMark: 50,
      questions: [
        {
          id: 'q1',
          prompt: 'Which?',
          kind: 'single',
          options: [
            { id: 'a', text: 'A' },
            { id: 'b', text: 'B' },
          ],
        },
      ],
      // Saved before the quiz settings existed: unlimited attempts, answers shown after passing.
      attemptsLimit: null,
      attemptsLeft: null,
      revealAnswers: 'after-passing',
    });
    expect(studentLessonContentSchema.parse(content)).toEqual(content);
  });

  it('turns an uploaded video into its download URL, and into null when the file is gone', () => {
    const stored = parseStoredLesson('video', { fileId: 'media/v.mp4', durationSeconds: 30 });
    expect(toStudentLessonContent(stored, (fileId) => `/files/${fileId}`)).toEqual({
      kind: 'video',
      url: '/files/media/v.mp4',
      captionsUrl: null,
      durationSeconds: 30,
    });
    expect(toStudentLessonContent(stored, () => null)).toMatchObject({ url: null });
  });

  it('passes text, file and linked video content through', () => {
    expect(toStudentLessonContent(parseStoredLesson('text', { markdown: '# Hi' }))).toEqual({
      kind: 'text',
      markdown: '# Hi',
    });
    expect(
      toStudentLessonContent(
        parseStoredLesson('video', {
          url: 'https://video.example/v.mp4',
          captionsUrl: '/c.vtt',
          durationSeconds: 60,
        }),
      ),
    ).toEqual({
      kind: 'video',
      url: 'https://video.example/v.mp4',
      captionsUrl: '/c.vtt',
      durationSeconds: 60,
    });
    expect(
      toStudentLessonContent(
        parseStoredLesson('file', { fileUrl: '/f.pdf', fileName: 'f.pdf', sizeBytes: 10 }),
      ),
    ).toEqual({ kind: 'file', fileUrl: '/f.pdf', fileName: 'f.pdf', sizeBytes: 10 });
  });

  it('reports stored content that breaks its schema as an internal error', () => {
    expect(() => parseStoredLesson('quiz', { questions: [] })).toThrow(
      expect.objectContaining({ code: 'functions/internal' }),
    );
  });

  it("counts a quiz's attempts left from the learner's record", () => {
    const limited = parseStoredLesson('quiz', { ...storedQuiz, attemptsLimit: 3, revealAnswers: 'never' });
    expect(toStudentLessonContent(limited, undefined, { attempts: 1, passed: false })).toMatchObject({
      attemptsLimit: 3,
      attemptsLeft: 2,
      revealAnswers: 'never',
    });
    expect(toStudentLessonContent(limited, undefined, { attempts: 3, passed: true })).toMatchObject({
      attemptsLeft: 0,
    });
  });
});
