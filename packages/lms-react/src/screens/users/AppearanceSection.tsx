import { useTranslation } from 'react-i18next';
import { THEME_CHOICES } from '@lms/core';
import { useThemeChoice } from '../../runtime/useThemeChoice';
import { ProfileSection } from './ProfileSection';

/** Light, dark or the system's setting: applies at once and is kept on this device (runtime/theme-choice.ts). */
export function AppearanceSection() {
  const { t } = useTranslation();
  const [theme, setTheme] = useThemeChoice();
  return (
    <ProfileSection title={t('profile.appearance.heading')} description={t('profile.appearance.description')}>
      <fieldset className="lms-choice-group">
        <legend className="lms-field__label">{t('profile.appearance.theme')}</legend>
        {THEME_CHOICES.map((choice) => (
          <label key={choice} className="lms-choice">
            <input
              type="radio"
              name="lms-theme"
              value={choice}
              checked={theme === choice}
              onChange={() => setTheme(choice)}
            />
            {t(`profile.appearance.${choice}`)}
          </label>
        ))}
      </fieldset>
    </ProfileSection>
  );
}
