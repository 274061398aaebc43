import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { DEFAULT_LANGUAGE } from './default-language';
import { switchLanguage } from './create-lms-i18n';
import { useAuth } from '../runtime/useAuth';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { useGetUserDocumentQuery } from '../store/lms-api';

/** Shows the signed-in user's preferred language (user document preferences.language), else the default. */
export function LanguageSync() {
  const runtime = useLmsRuntime();
  const { user } = useAuth();
  const { data: userDocument, isError } = useGetUserDocumentQuery(user ? { uid: user.uid } : skipToken);
  const fallback = runtime.config.defaultLanguage ?? DEFAULT_LANGUAGE;
  // While the user document loads, keep showing the current language rather than flashing the default.
  const requested = !user || isError ? fallback : userDocument?.preferences.language;

  useEffect(() => {
    if (requested === undefined) return;
    switchLanguage(runtime.i18n, requested, runtime.i18nOptions).catch((error: unknown) =>
      runtime.logger.warn(`Could not load the messages of ${requested}; keeping the current language`, error),
    );
  }, [requested, runtime]);

  return null;
}
