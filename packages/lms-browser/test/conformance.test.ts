// The page hosts the domain as every host must: lms-domain's conformance suite on sql.js, through the page's fetch,
// with the optional ports a page can be given (fonts for certificate PDFs, a signer of badge credentials).
import { describeHostConformance } from '@lms/domain/conformance';
import { serverCertificateFonts, serverCredentialSigner } from '@lms/server';
import { signInTestUser } from '@lms/domain/conformance/sign-in';
import { openLocalServer } from './helpers';

describeHostConformance(async (options) => {
  const local = await openLocalServer({
    ...options,
    certificateFonts: serverCertificateFonts,
    credentialSigner: serverCredentialSigner,
  });
  return {
    ctx: local.context,
    fetch: (path, init = {}) => local.fetch(`http://localhost${path}`, init),
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
