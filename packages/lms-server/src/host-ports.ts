// What the server injects into the domain: the built-in identity provider with scrypt on node:crypto, SMTP when SMTP_URL is set, Stripe when its
// secrets are, uploaded files' bytes on disk under the data directory, the admin test page's probes (OpenID
// discovery, the Stripe account, the build), the fonts of certificate PDFs and the worker that draws them, the signer of Open Badges credentials, and the demo assets shipped in this
// package (served at /assets/demo/).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { builtInIdentity, type DemoAssets, type DomainLog } from '@lms/domain';
import { certificatePorts, nodeCredentialSigner, smtpRelay, stripeProviders } from '@lms/node';
import { scryptPasswords } from './auth/passwords';
import { packageAssetsDir, type ServerConfig } from './config';
import type { ServerContext } from './context';
import { createDiskStore } from './files/disk-store';
import { DEMO_ASSETS_PREFIX } from './http/static-files';
import { serverIntegrationProbes } from './settings/integration-probes';

export type ServerPorts = Pick<
  ServerContext,
  | 'identity'
  | 'mailTransport'
  | 'paymentProviders'
  | 'fileBytes'
  | 'integrationProbes'
  | 'certificateFonts'
  | 'certificatePdfRenderer'
  | 'credentialSigner'
>;

/** The fonts and one PDF worker per process, installed with @lms/node, shared by every context. */
const certificates = certificatePorts();

export function serverPorts(config: ServerConfig, log: DomainLog): ServerPorts {
  return {
    identity: builtInIdentity(scryptPasswords),
    mailTransport: smtpRelay(config, log),
    paymentProviders: stripeProviders,
    fileBytes: createDiskStore(config.dataDir),
    integrationProbes: serverIntegrationProbes(config),
    ...certificates,
    credentialSigner: nodeCredentialSigner,
  };
}

export const serverDemoAssets: DemoAssets = {
  prefix: DEMO_ASSETS_PREFIX,
  fileSize: (name) => statSync(join(packageAssetsDir, 'demo', 'files', name)).size,
};
