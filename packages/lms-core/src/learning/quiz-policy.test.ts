import { describe, expect, it } from 'vitest';
import { quizAnswersShown, quizAttemptsLeft, type QuizPolicy } from './quiz-policy';

const failed = (attempts: number) => ({ attempts, passed: false });
const passed = (attempts: number) => ({ attempts, passed: true });

describe('quiz policy', () => {
  it('never shows the answers when the quiz says never, passed or not', () => {
    const policy: QuizPolicy = { attemptsLimit: 2, revealAnswers: 'never' };
    expect(quizAnswersShown(policy, failed(2))).toBe(false);
    expect(quizAnswersShown(policy, passed(1))).toBe(false);
    // Passing closes nothing when nothing was shown: the learner may still improve their score.
    expect(quizAttemptsLeft(policy, passed(1))).toBe(1);
  });

  it('shows the answers after passing, and then takes no more attempts', () => {
    const policy: QuizPolicy = { attemptsLimit: null, revealAnswers: 'after-passing' };
    expect(quizAnswersShown(policy, failed(5))).toBe(false);
    expect(quizAttemptsLeft(policy, failed(5))).toBeNull();
    expect(quizAnswersShown(policy, passed(6))).toBe(true);
    expect(quizAttemptsLeft(policy, passed(6))).toBe(0);
  });

  it('shows the answers once the last attempt is used, not before, even when passed', () => {
    const policy: QuizPolicy = { attemptsLimit: 3, revealAnswers: 'after-last-attempt' };
    expect(quizAnswersShown(policy, passed(1))).toBe(false);
    expect(quizAttemptsLeft(policy, passed(1))).toBe(2);
    expect(quizAnswersShown(policy, failed(3))).toBe(true);
    expect(quizAttemptsLeft(policy, failed(3))).toBe(0);
  });

  it('counts the attempts left down to none, never below', () => {
    const policy: QuizPolicy = { attemptsLimit: 2, revealAnswers: 'never' };
    expect(quizAttemptsLeft(policy, failed(0))).toBe(2);
    expect(quizAttemptsLeft(policy, failed(1))).toBe(1);
    expect(quizAttemptsLeft(policy, failed(2))).toBe(0);
    // A limit lowered below what a learner already used.
    expect(quizAttemptsLeft(policy, failed(4))).toBe(0);
  });
});
