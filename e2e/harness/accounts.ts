// Test accounts. Each test makes its own (a unique address), so tests run in parallel and in any order, and the
// per-address rate limits of one test never touch another.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export interface TestAccount {
  email: string;
  password: string;
  displayName: string;
}

/** `label` says which test owns the address, which helps when reading the server log or the outbox. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export function newTestAccount(label: string): TestAccount {
  return {
    email: uniqueEmail(label),
    password: `Pw-${randomBytes(6).toString('hex')}`,
    displayName: `Test ${label}`,
  };
}

/**
 * Creates a password account through the auth API (as the sign-up screen does), for tests whose subject is not
 * sign-up itself. `request` must carry the e2e baseURL (Playwright's `request` fixture does).
 */
export async function createAccountThroughApi(
  request: APIRequestContext,
  label: string,
): Promise<TestAccount> {
  const account = newTestAccount(label);
  const response = await request.post('/api/auth/accounts:signUp', {
    data: { email: account.email, password: account.password, displayName: account.displayName },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}
