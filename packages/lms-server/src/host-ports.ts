// What the server injects into the domain: scrypt on node:crypto, SMTP when SMTP_URL is set, Stripe when its
// secrets are, uploaded files' bytes on disk under the data directory, and the demo assets shipped in this package
// (served at /assets/demo/).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoAssets, DomainLog } from '@lms/domain';
import { scryptPasswords } from './auth/passwords';
import { packageAssetsDir, type ServerConfig } from './config';
import type { ServerContext } from './context';
import { createDiskStore } from './files/disk-store';
import { DEMO_ASSETS_PREFIX } from './http/static-files';
import { createSmtpTransport } from './mail/mailer';
import { stripeProviders } from './payments/providers/stripe-provider';

export type ServerPorts = Pick<
  ServerContext,
  'passwords' | 'mailTransport' | 'paymentProviders' | 'fileBytes'
>;

export function serverPorts(config: ServerConfig, log: DomainLog): ServerPorts {
  return {
    passwords: scryptPasswords,
    mailTransport: config.smtpUrl === null ? null : createSmtpTransport(config.smtpUrl, config.mailFrom, log),
    paymentProviders: stripeProviders,
    fileBytes: createDiskStore(config.dataDir),
  };
}

export const serverDemoAssets: DemoAssets = {
  prefix: DEMO_ASSETS_PREFIX,
  fileSize: (name) => statSync(join(packageAssetsDir, 'demo', 'files', name)).size,
};
