import { useTranslation } from 'react-i18next';

export interface SpinnerProps {
  /** Announced to screen readers; defaults to the translated "Loading". */
  label?: string;
  size?: 'small' | 'medium';
}

/** An indeterminate progress indicator with an accessible name. */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span
      className={`lms-spinner lms-spinner--${size}`}
      role="progressbar"
      aria-label={label ?? t('common.loading')}
      aria-busy="true"
    />
  );
}
