// The server's API as specs call it to set up what a test is not about: sign in with a password (as the sign-in
// screen does), then call a contract operation (POST /api/fn/<name> with `{ data }`) with the ID token as a Bearer
// header, as the client's back-end adapter does. `request` must carry the e2e baseURL (Playwright's fixture does).
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from './test';

/** Who signs in: a TestAccount or E2E_ADMIN. */
export interface Credentials {
  email: string;
  password: string;
}

/** An operation's answer, whatever its status. */
export interface OperationAnswer<T> {
  status: number;
  body: { result: T };
}

/** Signs in with the account's password (expects 200) and answers the ID token. */
export async function idTokenOf(request: APIRequestContext, account: Credentials): Promise<string> {
  const signIn = await request.post('/api/auth/accounts:signInWithPassword', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return ((await signIn.json()) as { idToken: string }).idToken;
}

function post(request: APIRequestContext, idToken: string, name: string, data: object): Promise<APIResponse> {
  return request.post(`/api/fn/${name}`, { headers: { authorization: `Bearer ${idToken}` }, data: { data } });
}

/** Calls operation `name` with an ID token (to sign in once for many calls); expects 200, answers the result. */
export async function callWithToken<T = unknown>(
  request: APIRequestContext,
  idToken: string,
  name: string,
  data: object,
): Promise<T> {
  const response = await post(request, idToken, name, data);
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

/** Signs in as `account` and calls operation `name`; expects 200, answers the result. */
export async function callAs<T = unknown>(
  request: APIRequestContext,
  account: Credentials,
  name: string,
  data: object,
): Promise<T> {
  return callWithToken<T>(request, await idTokenOf(request, account), name, data);
}

/** Signs in as `account` and calls operation `name`, asserting nothing of its answer: for tests of refusals. */
export async function attemptAs<T = unknown>(
  request: APIRequestContext,
  account: Credentials,
  name: string,
  data: object,
): Promise<OperationAnswer<T>> {
  const response = await post(request, await idTokenOf(request, account), name, data);
  return { status: response.status(), body: (await response.json()) as { result: T } };
}
