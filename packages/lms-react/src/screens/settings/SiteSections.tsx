// The site, language and certificate-issuer sections: plain fields, each section saved on its own.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_LANGUAGES, type SettingsValues } from '@lms/core';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { ImageField } from '../../ui-kit/ImageField';
import { SettingsSection } from './SettingsSection';

/** An empty field is "none" (null) on the wire. */
const orNull = (value: string) => (value.trim() === '' ? null : value);

export interface SectionProps<K extends keyof SettingsValues> {
  initial: SettingsValues[K];
  savedAt: string | null;
}

export function SiteSection({ initial, savedAt }: SectionProps<'site'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    siteName: initial.siteName,
    logoUrl: initial.logoUrl ?? '',
    supportEmail: initial.supportEmail ?? '',
    productNoun: initial.productNoun,
  });
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  return (
    <SettingsSection
      section="site"
      title={t('siteSettings.site.heading')}
      intro={t('siteSettings.site.intro')}
      savedAt={savedAt}
      values={{ ...draft, logoUrl: orNull(draft.logoUrl), supportEmail: orNull(draft.supportEmail) }}
    >
      {(errorOf) => (
        <>
          <TextField
            label={t('siteSettings.site.siteName')}
            value={draft.siteName}
            maxLength={80}
            required
            error={errorOf('siteName')}
            onChange={set('siteName')}
          />
          <TextField
            label={t('siteSettings.site.logoUrl')}
            description={t('siteSettings.site.logoHint')}
            type="url"
            inputMode="url"
            dir="ltr"
            value={draft.logoUrl}
            error={errorOf('logoUrl')}
            onChange={set('logoUrl')}
          />
          {draft.logoUrl !== '' && !errorOf('logoUrl') && (
            <img className="lms-settings-logo" src={draft.logoUrl} alt={t('siteSettings.site.logoPreview')} />
          )}
          <TextField
            label={t('siteSettings.site.supportEmail')}
            description={t('siteSettings.site.supportEmailHint')}
            type="email"
            dir="ltr"
            autoComplete="email"
            value={draft.supportEmail}
            error={errorOf('supportEmail')}
            onChange={set('supportEmail')}
          />
          <TextField
            label={t('siteSettings.site.productNoun')}
            description={t('siteSettings.site.productNounHint')}
            value={draft.productNoun}
            maxLength={30}
            required
            error={errorOf('productNoun')}
            onChange={set('productNoun')}
          />
        </>
      )}
    </SettingsSection>
  );
}

const LANGUAGE_NAMES: Record<(typeof SITE_LANGUAGES)[number], string> = {
  'en-US': 'English (United States)',
  'fr-FR': 'Français (France)',
  ar: 'العربية',
};

export function LanguageSection({ initial, savedAt }: SectionProps<'language'>) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState(initial.defaultLanguage);
  return (
    <SettingsSection
      section="language"
      title={t('siteSettings.language.heading')}
      intro={t('siteSettings.language.intro')}
      savedAt={savedAt}
      values={{ defaultLanguage: language }}
    >
      {() => (
        <SelectField
          label={t('siteSettings.language.defaultLanguage')}
          value={language}
          // Each language's name in itself, so a reader of that language finds it.
          options={SITE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value], lang: value }))}
          onChange={(event) => setLanguage(event.target.value as typeof language)}
        />
      )}
    </SettingsSection>
  );
}

export function CertificateIssuerSection({ initial, savedAt }: SectionProps<'certificateIssuer'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    name: initial.name,
    url: initial.url ?? '',
    logoUrl: initial.logoUrl ?? '',
  });
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const uploaded = draft.logoUrl.startsWith('data:');
  return (
    <SettingsSection
      section="certificateIssuer"
      title={t('siteSettings.issuer.heading')}
      intro={t('siteSettings.issuer.intro')}
      savedAt={savedAt}
      values={{ name: draft.name, url: orNull(draft.url), logoUrl: orNull(draft.logoUrl) }}
    >
      {(errorOf) => (
        <>
          <TextField
            label={t('siteSettings.issuer.name')}
            description={t('siteSettings.issuer.nameHint')}
            value={draft.name}
            maxLength={120}
            error={errorOf('name')}
            onChange={set('name')}
          />
          <TextField
            label={t('siteSettings.issuer.url')}
            type="url"
            inputMode="url"
            dir="ltr"
            value={draft.url}
            error={errorOf('url')}
            onChange={set('url')}
          />
          {/* One setting, two ways to give it: only an uploaded image is embedded in the PDF (nothing is fetched). */}
          <ImageField
            label={t('siteSettings.issuer.logoUpload')}
            value={uploaded ? draft.logoUrl : null}
            onChange={(value) => setDraft((current) => ({ ...current, logoUrl: value ?? '' }))}
          />
          <TextField
            label={t('siteSettings.issuer.logoUrl')}
            description={t('siteSettings.issuer.logoUrlHint')}
            type="url"
            inputMode="url"
            dir="ltr"
            value={uploaded ? '' : draft.logoUrl}
            error={errorOf('logoUrl')}
            onChange={set('logoUrl')}
          />
        </>
      )}
    </SettingsSection>
  );
}
