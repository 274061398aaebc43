// The domain's settings in the browser host: what a story would otherwise have to spell out every time.
import { DEFAULT_PASSWORD_POLICY } from '@lms/core';
import type { DomainConfig, OidcClientConfig } from '@lms/domain';

/**
 * Both popup providers count as configured, so sign-in screens show their buttons; no request ever uses these
 * client settings (the popup is played by LocalServerOptions.popupIdentities).
 */
const LOCAL_OIDC_CLIENT = (issuer: string): OidcClientConfig => ({
  issuer,
  clientId: 'lms-browser-host',
  clientSecret: 'lms-browser-host',
});

/** The page's own origin when it has one (http or https), else http://localhost (Node, about:blank). */
export function defaultPublicUrl(): string {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === 'string' && /^https?:\/\//.test(origin) ? origin : 'http://localhost';
}

export function localConfig(overrides: Partial<DomainConfig> = {}): DomainConfig {
  const config: DomainConfig = {
    publicUrl: defaultPublicUrl(),
    adminEmail: null,
    oidc: {
      google: LOCAL_OIDC_CLIENT('https://accounts.google.com'),
      microsoft: LOCAL_OIDC_CLIENT('https://login.microsoftonline.com/common/v2.0'),
    },
    passwordPolicy: { ...DEFAULT_PASSWORD_POLICY },
    embedOrigins: [],
    libraryOrigins: [],
    payments: { stripe: null, sandbox: true },
    ...overrides,
  };
  return { ...config, publicUrl: config.publicUrl.replace(/\/+$/, '') };
}
