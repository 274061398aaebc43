// What a test host's requests tell the functions emulator about the host they belong to (functions-entry.ts).
import type { DomainConfig } from '@lms/domain';

export const PROJECT_ID = 'demo-lms';
/** Any key does for the emulators; a demo project never reaches Google. */
export const TEST_API_KEY = 'demo-api-key';

export const HOST_HEADER = 'x-lms-test-host';
export const NOW_HEADER = 'x-lms-test-now';

export interface TestHostScope {
  databaseUrl: string;
  tenantId: string;
  filesDir: string;
  config: DomainConfig;
}

export function encodeScope(scope: TestHostScope): string {
  return Buffer.from(JSON.stringify(scope), 'utf8').toString('base64url');
}
