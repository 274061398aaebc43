// What the Firebase host injects besides Firebase's own services: lms-node's ports, the server's own, so a
// function instance relays mail over SMTP when SMTP_URL is set, takes payments with Stripe when its secrets are, and
// draws certificate PDFs and signs badge credentials (those two proven on the emulator by the conformance suite).
import { describe, expect, it } from 'vitest';
import { nodeCredentialSigner, stripeProviders } from '@lms/node';
import type { DomainLog } from '@lms/domain';
import { firebasePorts } from '../src/host-ports';
import { directoryBucket } from './support/directory-bucket';

const quiet = () => undefined;
const log: DomainLog = { error: quiet, warn: quiet, info: quiet, debug: quiet };
const base = { auth: {} as never, apiKey: 'AIza-test', bucket: directoryBucket('/nonexistent'), log };

describe('firebasePorts', () => {
  it("injects lms-node's ports: Stripe, the fonts, one PDF worker per instance and the credential signer", () => {
    const ports = firebasePorts(base);
    expect(ports.paymentProviders).toBe(stripeProviders);
    expect(ports.credentialSigner).toBe(nodeCredentialSigner);
    expect(Object.keys(ports.certificateFonts ?? {}).sort()).toEqual(
      ['arabic', 'chinese', 'devanagari', 'japanese', 'korean', 'latin'].sort(),
    );
    expect(firebasePorts(base).certificatePdfRenderer).toBe(ports.certificatePdfRenderer);
  });

  it('relays mail over SMTP when SMTP_URL is set, and keeps it in the outbox otherwise', () => {
    expect(firebasePorts(base).mailTransport).toBeNull();
    const withoutUrl = { smtpUrl: null, mailFrom: 'School <school@example.org>' };
    expect(firebasePorts({ ...base, mail: withoutUrl }).mailTransport).toBeNull();
    const relay = { smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'School <school@example.org>' };
    expect(firebasePorts({ ...base, mail: relay }).mailTransport).toHaveProperty('send');
  });
});
