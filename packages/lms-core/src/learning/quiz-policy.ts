// How many attempts a quiz allows and when it shows its right answers. One rule for the server, which refuses an
// attempt past the limit and leaves hidden answers out of its answer, and for the viewer, which says what is left.
import type { QuizAnswerReveal } from '../api/schemas/lesson-content';

export interface QuizPolicy {
  /** null: unlimited. */
  attemptsLimit: number | null;
  revealAnswers: QuizAnswerReveal;
}

/** A learner's record at one quiz: attempts made (counting one just made) and whether any of them passed. */
export interface QuizRecord {
  attempts: number;
  passed: boolean;
}

/** Whether the learner may see the right answers (and which of their answers were right). */
export function quizAnswersShown(policy: QuizPolicy, record: QuizRecord): boolean {
  switch (policy.revealAnswers) {
    case 'never':
      return false;
    case 'after-passing':
      return record.passed;
    case 'after-last-attempt':
      return policy.attemptsLimit !== null && record.attempts >= policy.attemptsLimit;
  }
}

/**
 * Attempts the learner may still make; null when unlimited. None once the answers have been shown, whatever the
 * limit: an attempt after seeing them would score what was just revealed, and the best score counts.
 */
export function quizAttemptsLeft(policy: QuizPolicy, record: QuizRecord): number | null {
  if (quizAnswersShown(policy, record)) return 0;
  if (policy.attemptsLimit === null) return null;
  return Math.max(0, policy.attemptsLimit - record.attempts);
}
