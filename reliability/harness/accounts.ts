// Accounts and sessions through the identity provider's HTTP endpoints, as the app's client uses them: sign-up and
// password sign-in answer `{idToken, refreshToken, user}`, the refresh grant answers `{id_token, refresh_token}`.
import { AUTH_ENDPOINTS } from '@lms/core';
import { authPost, callOk, type Answer } from './http';
import { ADMIN_EMAIL, PASSWORD } from './sites';

export interface Session {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

function sessionOf(answer: Answer, what: string): Session {
  const body = answer.json as
    { idToken?: string; refreshToken?: string; user?: { uid?: string; email?: string } } | undefined;
  if (answer.status !== 200 || !body?.idToken || !body.refreshToken || !body.user?.uid) {
    throw new Error(`${what} answered ${answer.status}: ${answer.networkError ?? answer.text.slice(0, 300)}`);
  }
  return {
    uid: body.user.uid,
    email: body.user.email ?? '',
    idToken: body.idToken,
    refreshToken: body.refreshToken,
  };
}

export async function signUp(base: string, email: string): Promise<Session> {
  return sessionOf(
    await authPost(base, AUTH_ENDPOINTS.signUp, { email, password: PASSWORD }),
    `sign-up ${email}`,
  );
}

export async function signIn(base: string, email: string, password = PASSWORD): Promise<Session> {
  const answer = await authPost(base, AUTH_ENDPOINTS.signInWithPassword, { email, password });
  return sessionOf(answer, `sign-in ${email}`);
}

export function signInAdmin(base: string): Promise<Session> {
  return signIn(base, ADMIN_EMAIL);
}

/** The refresh grant; resolves to the raw answer, since the parts judge refusals themselves. */
export function refresh(base: string, refreshToken: string): Promise<Answer> {
  return authPost(base, AUTH_ENDPOINTS.token, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Applies a successful refresh answer to the session; false when the answer was not one. */
export function applyRefresh(session: Session, answer: Answer): boolean {
  const body = answer.json as { id_token?: string; refresh_token?: string } | undefined;
  if (answer.status !== 200 || !body?.id_token || !body.refresh_token) return false;
  session.idToken = body.id_token;
  session.refreshToken = body.refresh_token;
  return true;
}

/** `count` new students, signed up a few at a time (each sign-up hashes a password with scrypt). */
export async function signUpStudents(base: string, prefix: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, (_, j) =>
      signUp(base, `${prefix}-${i + j}@reliability.example.com`),
    );
    sessions.push(...(await Promise.all(batch)));
  }
  return sessions;
}

export interface DemoCatalogue {
  free: { id: string; lessonIds: string[] }[];
  paid: { id: string; priceCents: number }[];
}

interface CourseItem {
  id: string;
  priceCents: number;
}

/** The seeded demo catalogue: free courses with their lessons, and the paid ones. */
export async function readCatalogue(base: string, session: Session): Promise<DemoCatalogue> {
  const page = await callOk<{ items: CourseItem[] }>(
    base,
    'listCourses',
    { page: 1, pageSize: 50 },
    {
      idToken: session.idToken,
    },
  );
  const catalogue: DemoCatalogue = { free: [], paid: [] };
  for (const course of page.items) {
    if (course.priceCents > 0) {
      catalogue.paid.push({ id: course.id, priceCents: course.priceCents });
      continue;
    }
    await callOk(base, 'enrollInCourse', { courseId: course.id }, { idToken: session.idToken });
    const content = await callOk<{ modules: { lessons: { id: string }[] }[] }>(
      base,
      'getCourseContent',
      { courseId: course.id },
      { idToken: session.idToken },
    );
    catalogue.free.push({
      id: course.id,
      lessonIds: content.modules.flatMap((m) => m.lessons.map((l) => l.id)),
    });
  }
  return catalogue;
}

export async function enrolInFreeCourses(
  base: string,
  session: Session,
  catalogue: DemoCatalogue,
): Promise<void> {
  for (const course of catalogue.free) {
    await callOk(base, 'enrollInCourse', { courseId: course.id }, { idToken: session.idToken });
  }
}
