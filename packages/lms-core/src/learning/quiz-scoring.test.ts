import { describe, expect, it } from 'vitest';
import type { QuizLessonContent } from '../api/schemas/lesson-content';
import { isEmptyQuizAttempt, scoreQuizAttempt } from './quiz-scoring';

const quiz: Pick<QuizLessonContent, 'questions' | 'passMark'> = {
  passMark: 60,
  questions: [
    {
      id: 'q1',
      prompt: 'Pick the colour of the sky',
      kind: 'single',
      options: [
        { id: 'blue', text: 'Blue' },
        { id: 'green', text: 'Green' },
      ],
      correctOptionIds: ['blue'],
    },
    {
      id: 'q2',
      prompt: 'Pick the primes',
      kind: 'multiple',
      options: [
        { id: '2', text: '2' },
        { id: '3', text: '3' },
        { id: '4', text: '4' },
      ],
      correctOptionIds: ['2', '3'],
    },
    {
      id: 'q3',
      prompt: 'Pick the even number',
      kind: 'single',
      options: [
        { id: 'one', text: '1' },
        { id: 'two', text: '2' },
      ],
      correctOptionIds: ['two'],
    },
  ],
};

describe('quiz scoring', () => {
  it('scores single and multiple choice right when exactly the right options are picked', () => {
    const score = scoreQuizAttempt(quiz, [
      { questionId: 'q1', optionIds: ['blue'] },
      { questionId: 'q2', optionIds: ['3', '2'] },
      { questionId: 'q3', optionIds: ['two'] },
    ]);
    expect(score).toMatchObject({ scorePercent: 100, passed: true, correctCount: 3, questionCount: 3 });
  });

  it('gives no partial credit: a multiple-choice answer missing a right option, or adding a wrong one, is wrong', () => {
    const missing = scoreQuizAttempt(quiz, [{ questionId: 'q2', optionIds: ['2'] }]);
    const extra = scoreQuizAttempt(quiz, [{ questionId: 'q2', optionIds: ['2', '3', '4'] }]);
    expect(missing.questions.find((q) => q.questionId === 'q2')?.correct).toBe(false);
    expect(extra.questions.find((q) => q.questionId === 'q2')?.correct).toBe(false);
  });

  it('counts unanswered questions as wrong (partial answers)', () => {
    const score = scoreQuizAttempt(quiz, [{ questionId: 'q1', optionIds: ['blue'] }]);
    expect(score.correctCount).toBe(1);
    expect(score.scorePercent).toBeCloseTo(33.333, 3);
    expect(score.questions.map((q) => q.selectedOptionIds)).toEqual([['blue'], [], []]);
  });

  it('passes at the pass mark exactly and fails just below it', () => {
    const atMark = scoreQuizAttempt({ ...quiz, passMark: (2 * 100) / 3 }, [
      { questionId: 'q1', optionIds: ['blue'] },
      { questionId: 'q3', optionIds: ['two'] },
    ]);
    expect(atMark.passed).toBe(true);
    const below = scoreQuizAttempt({ ...quiz, passMark: 67 }, [
      { questionId: 'q1', optionIds: ['blue'] },
      { questionId: 'q3', optionIds: ['two'] },
    ]);
    expect(below.passed).toBe(false);
  });

  it('reveals the right options of every question in the feedback', () => {
    const score = scoreQuizAttempt(quiz, [{ questionId: 'q1', optionIds: ['green'] }]);
    expect(score.questions.map((q) => q.correctOptionIds)).toEqual([['blue'], ['2', '3'], ['two']]);
    expect(score).toMatchObject({ scorePercent: 0, passed: false });
  });

  it('refuses an attempt with nothing chosen: it is not an attempt', () => {
    for (const answers of [[], [{ questionId: 'q1', optionIds: [] }]]) {
      expect(isEmptyQuizAttempt(answers)).toBe(true);
      expect(() => scoreQuizAttempt(quiz, answers)).toThrow(
        expect.objectContaining({ code: 'functions/invalid-argument', details: { reason: 'no-answer' } }),
      );
    }
    expect(isEmptyQuizAttempt([{ questionId: 'q2', optionIds: ['2'] }])).toBe(false);
  });

  it('refuses answers to unknown questions, unknown options, two options on a single-choice question, or a question twice', () => {
    const refused = (answers: { questionId: string; optionIds: string[] }[]) => {
      try {
        scoreQuizAttempt(quiz, answers);
      } catch (error) {
        return (error as { code?: string }).code;
      }
      return 'accepted';
    };
    expect(refused([{ questionId: 'nope', optionIds: [] }])).toBe('functions/invalid-argument');
    expect(refused([{ questionId: 'q1', optionIds: ['red'] }])).toBe('functions/invalid-argument');
    expect(refused([{ questionId: 'q1', optionIds: ['blue', 'green'] }])).toBe('functions/invalid-argument');
    expect(
      refused([
        { questionId: 'q1', optionIds: ['blue'] },
        { questionId: 'q1', optionIds: ['green'] },
      ]),
    ).toBe('functions/invalid-argument');
  });
});
