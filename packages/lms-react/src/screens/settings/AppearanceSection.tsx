// The theme colours of spec section 9: each judged live with lms-core's contrast rules (the server applies the
// same ones), a preview drawn with the draft colours, and a reset to the spec's defaults.
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkSiteTheme,
  resolveSiteTheme,
  SITE_THEME_TOKENS,
  siteThemeCustomProperties,
  themeColors,
  type SiteThemeColors,
} from '@lms/core';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { FieldProblems } from '../../ui-kit/field-problem';
import { SettingsSection } from './SettingsSection';
import type { SectionProps } from './SiteSections';

/** The colours that differ from the defaults: what is stored. */
function changesOf(draft: Record<string, string>): SiteThemeColors {
  const changes: SiteThemeColors = {};
  for (const token of SITE_THEME_TOKENS) {
    const value = draft[token]!.trim().toLowerCase();
    if (value !== themeColors[token]) changes[token] = value;
  }
  return changes;
}

export function AppearanceSection({ initial, savedAt }: SectionProps<'appearance'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string>>(() => resolveSiteTheme(initial.colors));
  const changes = changesOf(draft);
  const verdicts = checkSiteTheme(changes);

  function problems(): FieldProblems<string> {
    const found: FieldProblems<string> = {};
    for (const [token, problem] of Object.entries(verdicts)) {
      found[`colors.${token}`] =
        problem.kind === 'format'
          ? { key: 'siteSettings.appearance.problems.format' }
          : problem.kind === 'unreadable-text'
            ? { key: 'siteSettings.appearance.problems.unreadableText', values: { ratio: problem.ratio } }
            : {
                key: 'siteSettings.appearance.problems.unreadableOnPage',
                values: { ratio: problem.ratio, against: problem.against },
              };
    }
    return found;
  }
  // The preview only takes colours that pass (an invalid one would be ignored by the browser anyway).
  const valid = Object.fromEntries(Object.entries(changes).filter(([token]) => !(token in verdicts)));
  const previewStyle = Object.fromEntries(siteThemeCustomProperties(valid)) as CSSProperties;

  return (
    <SettingsSection
      section="appearance"
      title={t('siteSettings.appearance.heading')}
      intro={t('siteSettings.appearance.intro')}
      savedAt={savedAt}
      values={{ colors: changes }}
      extraProblems={problems}
      actions={
        <Button type="button" variant="ghost" onClick={() => setDraft({ ...resolveSiteTheme({}) })}>
          {t('siteSettings.appearance.reset')}
        </Button>
      }
    >
      {(errorOf) => (
        <>
          <div className="lms-settings-colors">
            {SITE_THEME_TOKENS.map((token) => (
              <div key={token} className="lms-settings-color">
                <span
                  className="lms-settings-color__swatch"
                  aria-hidden="true"
                  style={{ background: token in verdicts ? 'transparent' : draft[token] }}
                />
                <TextField
                  label={t(`siteSettings.appearance.tokens.${token}`)}
                  dir="ltr"
                  spellCheck={false}
                  value={draft[token]}
                  maxLength={7}
                  // Live: the verdict shows as the colour is typed, before any save.
                  error={errorOf(`colors.${token}`) ?? liveText(t, verdicts[token])}
                  onChange={(event) => setDraft((current) => ({ ...current, [token]: event.target.value }))}
                />
              </div>
            ))}
          </div>
          <div
            className="lms-settings-preview"
            style={previewStyle}
            aria-label={t('siteSettings.appearance.preview')}
            role="group"
          >
            <div className="lms-settings-preview__header">{t('siteSettings.appearance.previewHeader')}</div>
            <div className="lms-settings-preview__page">
              <p>
                {t('siteSettings.appearance.previewText')}{' '}
                <span className="lms-settings-preview__link">{t('siteSettings.appearance.previewLink')}</span>
              </p>
              <span className="lms-settings-preview__button">
                {t('siteSettings.appearance.previewButton')}
              </span>{' '}
              <span className="lms-settings-preview__category">
                {t('siteSettings.appearance.previewCategory')}
              </span>
              <p className="lms-settings-preview__error">{t('siteSettings.appearance.previewError')}</p>
            </div>
          </div>
        </>
      )}
    </SettingsSection>
  );
}

function liveText(
  t: (key: string, values?: Record<string, unknown>) => string,
  problem: ReturnType<typeof checkSiteTheme>[keyof ReturnType<typeof checkSiteTheme>],
): string | undefined {
  if (!problem || problem.kind === 'format') return undefined;
  return problem.kind === 'unreadable-text'
    ? t('siteSettings.appearance.problems.unreadableText', { ratio: problem.ratio })
    : t('siteSettings.appearance.problems.unreadableOnPage', {
        ratio: problem.ratio,
        against: problem.against,
      });
}
