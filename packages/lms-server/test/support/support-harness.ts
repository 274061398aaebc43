// A server with a movable clock, an admin and a student, and helpers that call the support operations over HTTP as
// a browser would (through the callable route, so the client address and every check apply).
import { API_PATHS } from '@lms/core';
import { createTestServer, type TestServer } from '../helpers/server';
import { signInTestUser } from '../helpers/auth';
import type { DatabaseDialect } from '../../src/context';

const HOUR = 60 * 60_000;

export interface SupportHarness {
  server: TestServer;
  admin: { uid: string; token: string };
  student: { uid: string; token: string };
  /** Moves the server's clock on. */
  advance(ms: number): void;
  /** Moves the server's clock to the start of the next rate-limit window of this length (windows are aligned). */
  startOfWindow(windowMs: number): void;
  call(
    name: string,
    data: unknown,
    token?: string,
  ): Promise<{
    status: number;
    // Tests read whatever the operation answered; each assertion says what it expects.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: any;
  }>;
  /** Opens a form and lets enough time pass for a person to fill it in. */
  openForm(): Promise<string>;
  mails(to: string): Promise<Array<{ subject: string; text_body: string }>>;
  close(): Promise<void>;
}

/** `env`: settings on top of the test defaults (LMS_LIBRARY_ORIGINS, say). */
export async function startSupportServer(
  dialect: DatabaseDialect,
  env: Record<string, string> = {},
): Promise<SupportHarness> {
  // The support limits count in windows aligned to the hour (rate-limit/fixed-window.ts). A clock read from the wall
  // put some runs' sends on both sides of a window's edge, where a limit that must refuse did not: the server's
  // clock starts at the top of an hour and moves with real time from there, plus what the tests advance.
  const started = Date.now();
  const base = Math.ceil(started / HOUR) * HOUR;
  let offset = 0;
  const now = () => base + (Date.now() - started) + offset;
  const server = await createTestServer({ dialect, env, now });
  const admin = await signInTestUser(server.ctx, {
    email: 'helper@example.com',
    admin: true,
    displayName: 'Hana',
  });
  const student = await signInTestUser(server.ctx, { email: 'student@example.com', displayName: 'Sam' });
  const call: SupportHarness['call'] = async (name, data, token) => {
    const response = await server.app.inject({
      method: 'POST',
      url: API_PATHS.functions(name),
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      payload: { data },
    });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    server,
    admin: { uid: admin.uid, token: admin.idToken },
    student: { uid: student.uid, token: student.idToken },
    advance: (ms) => {
      offset += ms;
    },
    startOfWindow: (windowMs) => {
      offset += windowMs - (now() % windowMs);
    },
    call,
    async openForm() {
      const { body } = await call('openSupportForm', {});
      offset += 5_000;
      return body.result.formToken as string;
    },
    mails: (to) =>
      server.ctx.db
        .selectFrom('outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', to)
        .orderBy('id')
        .execute(),
    close: () => server.close(),
  };
}

/** The link a mail carries to the request, and its token. */
export function linkIn(text: string): { url: URL; token: string } {
  const match = /https?:\/\/\S+\/contact-support\/requests\/\S+/.exec(text);
  if (match === null) throw new Error(`no request link in: ${text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}
