import { useTranslation } from 'react-i18next';

export interface QuizAttemptsLineProps {
  /** Attempts already made. */
  attempts: number;
  /** null: unlimited. */
  limit: number | null;
  /** null: unlimited. */
  left: number | null;
}

/** "Attempt 2 of 3" before an attempt, "No attempts left" when none is; nothing when attempts are unlimited. */
export function QuizAttemptsLine({ attempts, limit, left }: QuizAttemptsLineProps) {
  const { t } = useTranslation();
  if (left === 0) return <p className="lms-viewer-quiz__attempts">{t('viewer.quiz.noAttemptsLeft')}</p>;
  if (limit === null) return null;
  return (
    <p className="lms-viewer-quiz__attempts">
      {t('viewer.quiz.attemptOf', { number: attempts + 1, count: limit })}
    </p>
  );
}
