import { useTranslation } from 'react-i18next';
import { checkPassword, type PasswordPolicy } from '@lms/core';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { requirementsOf } from './password-requirements';

export interface PasswordChecklistProps {
  id: string;
  password: string;
  policy: PasswordPolicy;
  /** While the policy loads the list would change under the reader's eyes: a placeholder shows instead. */
  isLoading?: boolean;
}

/**
 * Each requirement of the password policy, met or not, updated as the person types (lms-core's checkPassword
 * decides). The visible list is not a live region, or every keystroke would be read out; a polite status line
 * says how many requirements are met, and changes only when that count does.
 */
export function PasswordChecklist({ id, password, policy, isLoading = false }: PasswordChecklistProps) {
  const { t } = useTranslation();
  const requirements = requirementsOf(policy);
  const { unmet } = checkPassword(password, policy);
  const metCount = requirements.filter((requirement) => !unmet.includes(requirement)).length;
  const summary =
    password === ''
      ? ''
      : metCount === requirements.length
        ? t('passwordPolicy.allMet')
        : t('passwordPolicy.progress', { met: metCount, count: requirements.length });

  return (
    <div className="lms-password-checklist" id={id} aria-busy={isLoading || undefined}>
      <p className="lms-password-checklist__title">{t('passwordPolicy.title')}</p>
      {isLoading ? (
        <Skeleton lines={2} />
      ) : (
        <ul className="lms-password-checklist__list">
          {requirements.map((requirement) => {
            const met = !unmet.includes(requirement);
            return (
              <li
                key={requirement}
                className={`lms-password-checklist__item lms-password-checklist__item--${met ? 'met' : 'unmet'}`}
                data-met={met}
              >
                <span className="lms-password-checklist__icon" aria-hidden="true">
                  {met ? '✓' : '○'}
                </span>
                <VisuallyHidden>{met ? t('passwordPolicy.met') : t('passwordPolicy.unmet')}</VisuallyHidden>
                {t(`passwordPolicy.requirement.${requirement}`, {
                  count: requirement === 'maxLength' ? (policy.maxLength ?? 0) : policy.minLength,
                })}
              </li>
            );
          })}
        </ul>
      )}
      <VisuallyHidden role="status">{summary}</VisuallyHidden>
    </div>
  );
}
