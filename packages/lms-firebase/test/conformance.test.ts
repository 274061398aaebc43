// The Firebase host hosts the domain as every host must: lms-domain's conformance suite, with the product's
// callables on the Functions emulator, Firebase Auth in the Auth emulator and PostgreSQL (support/firebase-host.ts).
import { describeHostConformance } from '@lms/domain/conformance';
import { openFirebaseHost } from './support/firebase-host';

describeHostConformance(openFirebaseHost, {
  // Cloud Functions' onCall reads the envelope: callable-transport.test.ts checks its answers.
  envelope: 'platform',
  identity: 'firebase',
  // The functions answer from the emulator's process, with a context of their own on the same database.
  portsInProcess: false,
  // Certificate PDFs and badge credentials too: lms-node's fonts, PDF worker and signer, as on the server.
  lacks: [],
});
