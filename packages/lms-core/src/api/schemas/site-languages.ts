// The languages the platform ships (the app's messages, the settings' default language, printed certificates).
export const SITE_LANGUAGES = ['en-US', 'fr-FR', 'ar'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
