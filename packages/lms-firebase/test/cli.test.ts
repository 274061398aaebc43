// The deploy-time commands (`lms firebase migrate`, `lms firebase create-admin`, `lms firebase seed-demo`):
// migrations on a fresh PostgreSQL database, the first administrator made in an Auth tenant of the emulator and in
// the platform's record, and the demo catalogue with its lesson files' real sizes.
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type TenantAwareAuth } from 'firebase-admin/auth';
import { insertUser, migrations, type DomainLog } from '@lms/domain';
import { MEMORY_DOMAIN_CONFIG } from '@lms/domain/conformance/memory-domain';
import {
  createPostgresDatabase,
  type PostgresDatabase,
} from '@lms/domain/conformance/fixtures/postgres-databases';
import { main, runMigrate, runSeedDemo, USAGE, type CliOutput } from '../src/cli';
import { loadFirebaseConfig } from '../src/config';
import { openDatabase, type FirebaseDatabase } from '../src/db/connection';
import { firebaseContext } from '../src/host-ports';
import { directoryBucket } from './support/directory-bucket';
import { PROJECT_ID, TEST_API_KEY } from './support/test-host-scope';

const silent: DomainLog = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

function recorder(): CliOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, info: (m) => lines.push(m), error: (m) => errors.push(m) };
}

/** The functions' environment, as a deployment's `.env.<project>` and secrets give it. */
const envFor = (databaseUrl: string, tenantId?: string) => ({
  GCLOUD_PROJECT: PROJECT_ID,
  DATABASE_URL: databaseUrl,
  LMS_FIREBASE_API_KEY: TEST_API_KEY,
  LMS_STORAGE_BUCKET: `${PROJECT_ID}.firebasestorage.app`,
  ...(tenantId === undefined ? {} : { LMS_FIREBASE_TENANT: tenantId }),
});

describe('lms firebase: arguments and configuration', () => {
  it('prints the usage, and exits 2 without a command', async () => {
    const out = recorder();
    expect(await main([], {}, out)).toBe(2);
    expect(out.lines).toEqual([USAGE]);
    expect(await main(['help'], {}, out)).toBe(0);
  });

  it('asks for --email and names an unknown command, exiting 2', async () => {
    const out = recorder();
    expect(await main(['create-admin'], {}, out)).toBe(2);
    expect(out.errors[0]).toMatch(/^create-admin needs --email/);
    expect(await main(['deploy'], {}, out)).toBe(2);
    expect(out.errors[1]).toMatch(/^Unknown command "deploy"/);
  });

  it("names every missing setting of the functions' environment and exits 1", async () => {
    const out = recorder();
    expect(await main(['create-admin', '--email', 'a@example.com'], {}, out)).toBe(1);
    expect(out.errors[0]).toMatch(/^Invalid Firebase configuration:\n- GCLOUD_PROJECT is not set/);
    expect(out.errors[0]).toMatch(/DATABASE_URL is not set/);
    expect(out.errors[0]).not.toMatch(/\n\s+at /);
  });
});

describe('lms firebase migrate', () => {
  let database: PostgresDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('brings a fresh database to the schema the functions need, then finds nothing to apply', async () => {
    database = await createPostgresDatabase({ empty: true });
    const out = recorder();

    expect(await main(['migrate'], envFor(database.url), out)).toBe(0);
    expect(out.errors).toEqual([]);
    expect(out.lines).toEqual([`Applied: ${Object.keys(migrations).join(', ')}`]);
    // What a function instance checks at its first request: no migration pending.
    const opened = await openDatabase(database.url);
    await opened.close();

    const again = recorder();
    const report = await runMigrate(loadFirebaseConfig(envFor(database.url)), again);
    expect(report.applied).toEqual([]);
    expect(again.lines).toEqual(['Database schema is up to date.']);
  });

  it('says PostgreSQL cannot be reached, without a stack trace, and exits 1', async () => {
    const out = recorder();
    // Port 1 of loopback: nothing listens there.
    expect(await main(['migrate'], envFor('postgres://lms@127.0.0.1:1/lms'), out)).toBe(1);
    expect(out.errors[0]).toMatch(/^Cannot reach PostgreSQL at DATABASE_URL: connect ECONNREFUSED/);
    expect(out.errors[0]).not.toMatch(/\n\s+at /);
  });
});

describe('lms firebase seed-demo', () => {
  // What the Firebase build copies into dist-firebase/assets/demo (apps/host/build/demo-assets.ts).
  const assets = fileURLToPath(new URL('../../lms-server/assets/demo', import.meta.url));
  let database: PostgresDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('adds the demo catalogue to a migrated database, with the real sizes of lesson files, then skips it all', async () => {
    database = await createPostgresDatabase();
    const out = recorder();

    expect(await main(['seed-demo', '--assets', assets], envFor(database.url), out)).toBe(0);

    expect(out.errors).toEqual([]);
    expect(out.lines).toEqual([expect.stringMatching(/^Demo content added: \d+; already present: 0\.$/)]);
    const added = Number(/added: (\d+)/.exec(out.lines[0]!)![1]);
    const platform = await openDatabase(database.url);
    let slugs: string[];
    try {
      const courses = await platform.db.selectFrom('courses').select(['slug', 'thumbnail']).execute();
      slugs = courses.map((course) => course.slug);
      expect(slugs).toContain('project-management-fundamentals');
      for (const course of courses) expect(course.thumbnail).toMatch(/^\/assets\/demo\/[^/]+$/);
      const fileLessons = await platform.db
        .selectFrom('lessons')
        .select('content')
        .where('kind', '=', 'file')
        .execute();
      expect(fileLessons.length).toBeGreaterThan(0);
      for (const lesson of fileLessons) {
        const content = (
          typeof lesson.content === 'string' ? JSON.parse(lesson.content) : lesson.content
        ) as { fileUrl: string; fileName: string; sizeBytes: number };
        expect(content.fileUrl).toBe(`/assets/demo/files/${content.fileName}`);
        expect(content.sizeBytes, content.fileName).toBe(
          statSync(join(assets, 'files', content.fileName)).size,
        );
      }
    } finally {
      await platform.close();
    }

    const again = recorder();
    const report = await runSeedDemo(loadFirebaseConfig(envFor(database.url)), { assets }, again);
    expect(report.created).toEqual([]);
    expect(report.skipped).toEqual(expect.arrayContaining(slugs));
    expect(report.skipped).toHaveLength(added);
    expect(again.lines).toEqual([`Demo content added: 0; already present: ${added}.`]);
  });

  it('names the missing assets folder and the build that makes it, before reaching the database, and exits 1', async () => {
    const missing = join(tmpdir(), `lms-no-demo-assets-${randomBytes(4).toString('hex')}`);
    const out = recorder();

    // Port 1 of loopback: nothing listens there, so any attempt to reach the database would be the error instead.
    expect(
      await main(['seed-demo', '--assets', missing], envFor('postgres://lms@127.0.0.1:1/lms'), out),
    ).toBe(1);

    expect(out.errors).toEqual([
      `No demo assets at ${missing}: run \`npm run build:firebase\` first (it copies them into ` +
        'apps/host/dist-firebase/assets/demo), or name their folder with --assets DIR.',
    ]);
  });

  it('refuses a database with pending migrations, naming lms firebase migrate, and exits 1', async () => {
    database = await createPostgresDatabase({ empty: true });
    const out = recorder();

    expect(await main(['seed-demo', '--assets', assets], envFor(database.url), out)).toBe(1);

    expect(out.errors[0]).toMatch(/^The database is behind this deployment .*run `lms firebase migrate`/);
  });
});

describe('lms firebase create-admin (Auth emulator, a tenant per test)', () => {
  let database: PostgresDatabase;
  let platform: FirebaseDatabase;
  let app: App;
  let projectAuth: Auth;
  let tenantId: string;
  let auth: TenantAwareAuth;
  let serial = 0;
  const address = (name: string) => `${name}.${process.pid}.${++serial}@example.com`;

  beforeAll(async () => {
    // firebase-admin talks to the emulator, and needs no credentials, when this variable names it.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
    app = initializeApp({ projectId: PROJECT_ID }, `lms-firebase-cli-test-${randomBytes(4).toString('hex')}`);
    projectAuth = getAuth(app);
    database = await createPostgresDatabase();
    platform = await openDatabase(database.url);
  });
  afterAll(async () => {
    await platform?.close();
    await database?.drop();
    if (app !== undefined) await deleteApp(app);
  });
  beforeEach(async () => {
    const tenant = await projectAuth.tenantManager().createTenant({
      displayName: `cli-${randomBytes(4).toString('hex')}`,
      emailSignInConfig: { enabled: true, passwordRequired: true },
    });
    tenantId = tenant.tenantId;
    auth = projectAuth.tenantManager().authForTenant(tenantId);
  });
  afterEach(async () => {
    await projectAuth.tenantManager().deleteTenant(tenantId);
  });

  /** A learner's record made by the domain on this host's context, under the given uid. */
  async function learnerRecord(uid: string, email: string): Promise<void> {
    const ctx = firebaseContext({
      db: platform.db,
      config: MEMORY_DOMAIN_CONFIG,
      auth,
      apiKey: TEST_API_KEY,
      bucket: directoryBucket(tmpdir()),
      log: silent,
    });
    await insertUser(ctx, { uid, email, emailVerified: true, provider: 'password' });
  }

  const recordOf = (uid: string) =>
    platform.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();

  it("makes the account's platform record an administrator's and sets the claim, keeping the others", async () => {
    const email = address('first-admin');
    const { uid } = await auth.createUser({ email, password: 'first-Password-1', displayName: 'Ada' });
    await auth.setCustomUserClaims(uid, { department: 'maths' });
    const out = recorder();

    // An address typed with capitals finds the account all the same.
    expect(
      await main(['create-admin', '--email', email.toUpperCase()], envFor(database.url, tenantId), out),
    ).toBe(0);

    expect(out.errors).toEqual([]);
    expect(out.lines).toEqual([
      `The platform had no record of ${email}: made one from the Firebase account.`,
      expect.stringMatching(new RegExp(`^${email} \\(uid ${uid}\\) is now an administrator`)),
    ]);
    expect((await auth.getUser(uid)).customClaims).toEqual({ department: 'maths', admin: true });
    expect(await recordOf(uid)).toMatchObject({
      email,
      role: 'admin',
      display_name: 'Ada',
      provider: 'password',
    });
  });

  it('promotes an existing learner, and a second run finds an administrator whose claim it restores', async () => {
    const email = address('learner');
    const { uid } = await auth.createUser({ email, password: 'first-Password-1' });
    const env = envFor(database.url, tenantId);
    await learnerRecord(uid, email);

    expect(await main(['create-admin', '--email', email], env, recorder())).toBe(0);
    expect(await recordOf(uid)).toMatchObject({ role: 'admin' });
    expect((await auth.getUser(uid)).customClaims).toEqual({ admin: true });

    // The claim removed by hand in the console: the record says admin, so only the claim is set again.
    await auth.setCustomUserClaims(uid, null);
    const again = recorder();
    expect(await main(['create-admin', '--email', email], env, again)).toBe(0);
    expect(again.lines).toEqual([
      `${email} (uid ${uid}) was an administrator already; the admin claim is set.`,
    ]);
    expect((await auth.getUser(uid)).customClaims).toEqual({ admin: true });
  });

  it("finds only the tenant's accounts: an address of the project's own accounts is no such account (exit 1)", async () => {
    const email = address('elsewhere');
    const outside = await projectAuth.createUser({ email, password: 'first-Password-1' });
    const out = recorder();

    expect(await main(['create-admin', '--email', email], envFor(database.url, tenantId), out)).toBe(1);

    expect(out.errors).toEqual([
      `No Firebase Auth account of tenant ${tenantId} (LMS_FIREBASE_TENANT) has the e-mail ${email}. ` +
        'Create it first (Firebase console, Authentication > Users, or sign up in the app), then run this again.',
    ]);
    expect(await recordOf(outside.uid)).toBeUndefined();
    await projectAuth.deleteUser(outside.uid);
  });

  it('refuses a platform record of the address under another uid than the Firebase account', async () => {
    const email = address('twice');
    const { uid } = await auth.createUser({ email, password: 'first-Password-1' });
    await learnerRecord('another-uid-of-28-characters', email);
    const out = recorder();

    expect(await main(['create-admin', '--email', email], envFor(database.url, tenantId), out)).toBe(1);

    expect(out.errors[0]).toMatch(/has uid another-uid-of-28-characters, but the Firebase account has uid/);
    expect((await auth.getUser(uid)).customClaims ?? {}).toEqual({});
  });
});
