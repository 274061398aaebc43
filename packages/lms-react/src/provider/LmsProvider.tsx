import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { LmsConfig } from '../config/lms-config';
import { LanguageSync } from '../i18n/LanguageSync';
import { Notifications } from '../notifications/Notifications';
import { LmsReduxContext } from '../store/redux-context';
import { createLmsRuntime, type LmsRuntime } from '../runtime/create-lms-runtime';
import { LmsRuntimeContext } from '../runtime/lms-runtime-context';
import { LmsRoot } from './LmsRoot';

export type LmsProviderProps = { children?: ReactNode } & (
  | { config: LmsConfig; runtime?: never }
  /** A runtime made with createLmsRuntime, for hosts and tests that need it before rendering. */
  | { runtime: LmsRuntime; config?: never }
);

/**
 * Wires lms-core (session, account service, progress cache, back end) and the Redux store for its children, and
 * renders the `.lms-root` element that scopes the library's styles. The config is read once, at first render.
 */
export function LmsProvider(props: LmsProviderProps) {
  const [runtime] = useState(() => props.runtime ?? createLmsRuntime(props.config));
  useEffect(() => runtime.start(), [runtime]);
  return (
    <LmsRuntimeContext value={runtime}>
      <ReduxProvider store={runtime.store} context={LmsReduxContext}>
        <I18nextProvider i18n={runtime.i18n}>
          <LmsRoot>
            <LanguageSync />
            {props.children}
            <Notifications />
          </LmsRoot>
        </I18nextProvider>
      </ReduxProvider>
    </LmsRuntimeContext>
  );
}
