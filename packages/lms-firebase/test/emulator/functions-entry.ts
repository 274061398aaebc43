// The functions the conformance suite calls on the Functions emulator: the product's callables (src/api-routes.ts),
// each answered in the context of the test host that sent it. A test host is a database, an Auth tenant, a
// directory standing in for the bucket, its settings and its clock; its requests name them in two headers the
// harness adds (firebase-host.ts), as a deployment's environment names them once for all (src/functions.ts).
// The suite calls them through one more function, `lms`, which hands `/lms/<name>` to the callable of that name as
// Google's front end hands `/<name>` to it: the Functions emulator starts a process per function it runs, and one
// process for all (its debug mode) sometimes runs a request with the previous request's function when they follow
// each other closely (it names the function over one channel and sends the request over another). Each callable is
// still exported under its name, as deployed, and answers there too (callable-transport.test.ts).
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { DomainContext } from '@lms/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { callableFunctions } from '../../src/api-routes';
import { openDatabase, type FirebaseDatabase } from '../../src/db/connection';
import { firebaseContext, structuredLog } from '../../src/host-ports';
import { identityToolkitUrlFor } from '../../src/identity/auth-rest';
import { directoryBucket } from '../support/directory-bucket';
import { HOST_HEADER, NOW_HEADER, TEST_API_KEY, type TestHostScope } from '../support/test-host-scope';

const databases = new Map<string, Promise<FirebaseDatabase>>();

/** Refusals are the tests' business; our own faults go to the emulator's output. */
const log = structuredLog({
  error: (message, ...data) => console.error(message, ...data),
  warn: (message, ...data) => console.warn(message, ...data),
  info: () => {},
  debug: () => {},
});

function contextFor(header: (name: string) => string | undefined): Promise<DomainContext> {
  const scopeText = header(HOST_HEADER);
  if (scopeText === undefined) throw new Error(`A test request must name its host in ${HOST_HEADER}`);
  const scope = JSON.parse(Buffer.from(scopeText, 'base64url').toString('utf8')) as TestHostScope;
  // The test's clock as it read when it sent the request: a test that holds its clock still holds it here too.
  const now = Number(header(NOW_HEADER));
  let database = databases.get(scope.databaseUrl);
  if (database === undefined) {
    database = openDatabase(scope.databaseUrl, { maxConnections: 2 });
    databases.set(scope.databaseUrl, database);
  }
  const app = getApps().length > 0 ? getApp() : initializeApp();
  return database.then(({ db }) =>
    firebaseContext({
      db,
      config: scope.config,
      now: () => now,
      auth: getAuth(app).tenantManager().authForTenant(scope.tenantId),
      apiKey: TEST_API_KEY,
      identityToolkitUrl: identityToolkitUrlFor(process.env.FIREBASE_AUTH_EMULATOR_HOST),
      bucket: directoryBucket(scope.filesDir),
      log,
    }),
  );
}

const callables: Record<string, (request: never, response: never) => unknown> = callableFunctions(
  async (raw) => contextFor((name) => raw.header(name)),
);

export const functions = {
  ...callables,
  // No limit of its own (the callables' 70 s is theirs): the emulator ends a request past its function's limit without
  // an answer, and a cold process on a busy machine took most of the 60 s default before it could answer.
  lms: onRequest({ region: 'us-central1', timeoutSeconds: 3600 }, async (request, response) => {
    const name = decodeURIComponent(request.path.replace(/^\/+/, ''));
    const callable = Object.hasOwn(callables, name) ? callables[name] : undefined;
    if (callable === undefined) {
      response.status(404).json({ error: { status: 'NOT_FOUND', message: `No callable named ${name}.` } });
      return;
    }
    await callable(request as never, response as never);
  }),
};
