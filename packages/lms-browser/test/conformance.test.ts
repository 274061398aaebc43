// The page hosts the domain as every host must: lms-domain's conformance suite on sql.js, through the page's fetch,
// with the optional ports a page can be given (fonts for certificate PDFs, a signer of badge credentials).
import { describeHostConformance } from '@lms/domain/conformance';
import { nodeCertificateFonts, nodeCredentialSigner } from '@lms/node';
import { signInTestUser } from '@lms/domain/conformance/sign-in';
import { openLocalServer } from './helpers';

/** Carries a request's client address from the suite to the page's transport. */
const CLIENT_IP_HEADER = 'x-conformance-client-ip';

describeHostConformance(async (options) => {
  const local = await openLocalServer({
    ...options,
    certificateFonts: nodeCertificateFonts(),
    credentialSigner: nodeCredentialSigner,
    clientIp: (request) => request.headers.get(CLIENT_IP_HEADER) ?? '127.0.0.1',
  });
  // The page answers only its own origin, which follows the public URL a group may set.
  const origin = new URL(local.context.config.publicUrl).origin;
  return {
    ctx: local.context,
    fetch(path, { clientIp, ...init } = {}) {
      const headers = new Headers(init.headers);
      if (clientIp !== undefined) headers.set(CLIENT_IP_HEADER, clientIp);
      return local.fetch(`${origin}${path}`, { ...init, headers });
    },
    async runJob(name) {
      const [outcome] = await local.runScheduledJobs([name]);
      if (outcome === undefined) throw new Error(`The page has no job ${name}`);
      if (!outcome.ok) throw outcome.error;
      return outcome.report;
    },
    signIn: (options) => signInTestUser(local.context, options),
    close: () => local.close(),
  };
});
