import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-text';
import { Button } from './Button';

export interface ErrorStateProps {
  /** An LmsError, its serialised form from the store, a catalogue code or anything thrown. */
  error: unknown;
  title?: ReactNode;
  /** Offers "Try again" when given. */
  onRetry?: () => void;
}

/**
 * Explains a failure in words a person understands: lms-core's messageFor(error), translated when the current
 * language has the sentence. Developer messages never reach the screen.
 */
export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const message = errorText(t, error);
  return (
    <section className="lms-error-state" role="alert">
      {title && <h2 className="lms-error-state__title">{title}</h2>}
      <p className="lms-error-state__message">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </section>
  );
}
