import { describe, expect, it } from 'vitest';
import { lessonContentSchemas } from './lesson-content';

const question = {
  id: 'q1',
  prompt: 'Pick the prime',
  kind: 'single' as const,
  options: [
    { id: 'a', text: '4' },
    { id: 'b', text: '7' },
  ],
  correctOptionIds: ['b'],
};

/** Paths of the problems zod reports, joined with dots. */
function issuePaths(kind: keyof typeof lessonContentSchemas, content: unknown): string[] {
  const result = lessonContentSchemas[kind].safeParse(content);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('lesson content schemas', () => {
  it('accepts one valid example of each kind', () => {
    expect(issuePaths('text', { markdown: '# Hi' })).toEqual([]);
    expect(
      issuePaths('video', { url: 'https://v.example/a.mp4', durationSeconds: 90, notesMarkdown: 'CC BY' }),
    ).toEqual([]);
    expect(issuePaths('video', { fileId: 'lesson_videos/a.mp4', durationSeconds: 90 })).toEqual([]);
    expect(
      issuePaths('file', {
        fileUrl: '/files/a.pdf',
        fileName: 'a.pdf',
        sizeBytes: 10,
        descriptionMarkdown: 'Print it',
      }),
    ).toEqual([]);
    expect(
      issuePaths('quiz', { passMark: 70, questions: [{ ...question, explanation: 'Only 7.' }] }),
    ).toEqual([]);
  });

  it('text: needs some markdown', () => {
    expect(issuePaths('text', { markdown: ' \n ' })).toEqual(['markdown']);
  });

  it('video: takes exactly one of url and fileId', () => {
    expect(issuePaths('video', { durationSeconds: 90 })).toEqual(['url']);
    expect(issuePaths('video', { url: '/v.mp4', fileId: 'x', durationSeconds: 90 })).toEqual(['url']);
  });

  it('video, captions and file: refuse addresses that are not http(s) or a local path ("/\\host" is another host)', () => {
    const offSite = ['//evil.example/v.mp4', '/\\evil.example/x.pdf', '/\\/evil.example/x.pdf'];
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x/v.mp4', ...offSite]) {
      expect(issuePaths('video', { url, durationSeconds: 9 }), url).toEqual(['url']);
      expect(issuePaths('file', { fileUrl: url, fileName: 'a', sizeBytes: 1 }), url).toEqual(['fileUrl']);
      expect(issuePaths('video', { url: '/v.mp4', captionsUrl: url, durationSeconds: 9 }), url).toEqual([
        'captionsUrl',
      ]);
    }
    expect(issuePaths('video', { url: '/v.mp4', captionsUrl: 'javascript:x', durationSeconds: 9 })).toEqual([
      'captionsUrl',
    ]);
  });

  it('quiz: a single-choice question has exactly one right answer', () => {
    const twoRight = { ...question, correctOptionIds: ['a', 'b'] };
    expect(issuePaths('quiz', { passMark: 50, questions: [twoRight] })).toEqual([
      'questions.0.correctOptionIds',
    ]);
    expect(issuePaths('quiz', { passMark: 50, questions: [{ ...twoRight, kind: 'multiple' }] })).toEqual([]);
  });

  it('quiz: right answers must be options of the question, each named once', () => {
    expect(
      issuePaths('quiz', { passMark: 50, questions: [{ ...question, correctOptionIds: ['z'] }] }),
    ).toContain('questions.0.correctOptionIds.0');
    const twice = { ...question, kind: 'multiple', correctOptionIds: ['b', 'b'] };
    expect(issuePaths('quiz', { passMark: 50, questions: [twice] })).toEqual([
      'questions.0.correctOptionIds',
    ]);
  });

  it('quiz: question ids and option ids are unique', () => {
    const repeatedOption = { ...question, options: [...question.options, { id: 'b', text: 'again' }] };
    expect(issuePaths('quiz', { passMark: 50, questions: [repeatedOption] })).toEqual([
      'questions.0.options.2.id',
    ]);
    expect(issuePaths('quiz', { passMark: 50, questions: [question, question] })).toEqual(['questions.1.id']);
  });

  it('quiz: needs a question, two options per question and a pass mark from 0 to 100', () => {
    expect(issuePaths('quiz', { passMark: 50, questions: [] })).toEqual(['questions']);
    expect(
      issuePaths('quiz', { passMark: 50, questions: [{ ...question, options: [question.options[1]] }] }),
    ).toEqual(['questions.0.options']);
    expect(issuePaths('quiz', { passMark: 101, questions: [question] })).toEqual(['passMark']);
  });

  it('refuses fields no kind defines, so stray data is never stored', () => {
    expect(issuePaths('text', { markdown: 'x', html: '<b>x</b>' })).toEqual(['']);
  });

  it('reads a quiz saved without settings as unlimited attempts, answers shown after passing', () => {
    const quiz = lessonContentSchemas.quiz.parse({ passMark: 70, questions: [question] });
    expect(quiz).toMatchObject({ attemptsLimit: null, revealAnswers: 'after-passing' });
  });

  it('checks the attempts limit and when the answers are shown', () => {
    const quiz = { passMark: 70, questions: [question] };
    expect(issuePaths('quiz', { ...quiz, attemptsLimit: 2, revealAnswers: 'after-last-attempt' })).toEqual(
      [],
    );
    expect(issuePaths('quiz', { ...quiz, attemptsLimit: null, revealAnswers: 'never' })).toEqual([]);
    expect(issuePaths('quiz', { ...quiz, attemptsLimit: 0 })).toEqual(['attemptsLimit']);
    expect(issuePaths('quiz', { ...quiz, attemptsLimit: 1.5 })).toEqual(['attemptsLimit']);
    expect(issuePaths('quiz', { ...quiz, attemptsLimit: 101 })).toEqual(['attemptsLimit']);
    expect(issuePaths('quiz', { ...quiz, revealAnswers: 'always' })).toEqual(['revealAnswers']);
    // "After the last attempt" never comes without a limit.
    expect(issuePaths('quiz', { ...quiz, revealAnswers: 'after-last-attempt' })).toEqual(['revealAnswers']);
  });
});
