// The one answer to "who is the issuer?" for certificates (page, PDF, LinkedIn) and badges (issuer profile,
// credentials): the name set in the certificate issuer's settings, else the site's name. Never the host name, which
// says nothing to someone reading a certificate on paper or on LinkedIn.
import type { SettingsValues } from '@lms/core';
import { readSettings, type SettingsReader } from './site-settings';

/** The issuer's name in these settings: the issuer section's name when an admin gave one, else the site's name. */
export function issuerNameOf(values: SettingsValues): string {
  return values.certificateIssuer.name !== '' ? values.certificateIssuer.name : values.site.siteName;
}

/** The issuer's name as the settings say now (read on every use, as every setting is). */
export async function issuerName(ctx: SettingsReader): Promise<string> {
  return issuerNameOf((await readSettings(ctx)).values);
}
