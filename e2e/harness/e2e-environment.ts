// What global setup hands to the test workers. Playwright passes environment variables set in global setup on to
// the workers, which is its documented way to share values discovered at start-up (here: free ports, a temp dir).
export const E2E_ENV = {
  baseUrl: 'LMS_E2E_BASE_URL',
  dataDir: 'LMS_E2E_DATA_DIR',
  libraryDemoOrigin: 'LMS_E2E_LIBRARY_DEMO_ORIGIN',
} as const;

/** The administrator created at start-up through LMS_ADMIN_EMAIL / LMS_ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-Password-1' } as const;

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(
      `${name} is not set: run the e2e tests through playwright.config.ts (its global setup sets it)`,
    );
  }
  return value;
}

/** Origin of the LMS server under test, e.g. http://127.0.0.1:40123 (no trailing slash). */
export function e2eBaseUrl(): string {
  return required(E2E_ENV.baseUrl);
}

/** The server's LMS_DATA_DIR: its SQLite database and uploaded files. */
export function e2eDataDir(): string {
  return required(E2E_ENV.dataDir);
}

/** Where the library demo (apps/library-demo) is to run: the server lists it in LMS_LIBRARY_ORIGINS. */
export function e2eLibraryDemoOrigin(): string {
  return required(E2E_ENV.libraryDemoOrigin);
}
