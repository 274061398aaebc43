// What the server injects into the domain: scrypt on node:crypto, SMTP when SMTP_URL is set, Stripe when its
// secrets are, and the demo assets shipped in this package (served at /assets/demo/).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoAssets, DomainContext, DomainLog } from '@lms/domain';
import { scryptPasswords } from './auth/passwords';
import { packageAssetsDir, type ServerConfig } from './config';
import { DEMO_ASSETS_PREFIX } from './http/static-files';
import { createSmtpTransport } from './mail/mailer';
import { stripeProviders } from './payments/providers/stripe-provider';

export type ServerPorts = Pick<DomainContext, 'passwords' | 'mailTransport' | 'paymentProviders'>;

export function serverPorts(config: ServerConfig, log: DomainLog): ServerPorts {
  return {
    passwords: scryptPasswords,
    mailTransport: config.smtpUrl === null ? null : createSmtpTransport(config.smtpUrl, config.mailFrom, log),
    paymentProviders: stripeProviders,
  };
}

export const serverDemoAssets: DemoAssets = {
  prefix: DEMO_ASSETS_PREFIX,
  fileSize: (name) => statSync(join(packageAssetsDir, 'demo', 'files', name)).size,
};
