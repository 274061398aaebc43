// Lighthouse (mobile: its default config, simulated slow 4G and a mid-range phone's CPU) on Debian's Chromium,
// started by Playwright with a DevTools port that Lighthouse connects to. The browser keeps one profile, so after
// signing in through the login page, Lighthouse's tabs are signed in too (storage reset is off for those runs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

export const CHROMIUM_PATH = process.env.LMS_BENCH_CHROMIUM ?? '/usr/bin/chromium';
/** The machine notes' flags: without the background-networking ones Chromium keeps dialling out of a closed network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface LighthousePage {
  page: string;
  path: string;
  performanceScore: number | null;
  lcpMs: number | null;
  error?: string;
}

export async function runLighthouse(options: {
  baseUrl: string;
  debuggingPort: number;
  signIn: { email: string; password: string };
  pages: { page: string; path: string; signedIn: boolean }[];
  log: (line: string) => void;
}): Promise<LighthousePage[]> {
  const profile = mkdtempSync(join(tmpdir(), 'lms-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${options.debuggingPort}`],
  });
  const results: LighthousePage[] = [];
  let signedIn = false;
  try {
    // Signed-out pages first, while the profile holds no session.
    const ordered = [...options.pages].sort((a, b) => Number(a.signedIn) - Number(b.signedIn));
    for (const target of ordered) {
      if (target.signedIn && !signedIn) {
        await signInThroughLoginPage(context, options.baseUrl, options.signIn);
        signedIn = true;
      }
      const url = options.baseUrl + target.path;
      try {
        const run = await lighthouse(url, {
          port: options.debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: target.signedIn,
        });
        if (run === undefined) throw new Error('Lighthouse returned no result');
        const { lhr } = run;
        const finalUrl = lhr.finalDisplayedUrl;
        if (new URL(finalUrl).pathname !== new URL(url).pathname) {
          throw new Error(`Lighthouse ended on ${finalUrl} instead of ${url} (a redirect: not signed in?)`);
        }
        const score = lhr.categories.performance?.score;
        const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
        results.push({
          page: target.page,
          path: target.path,
          performanceScore: typeof score === 'number' ? Math.round(score * 100) : null,
          lcpMs: typeof lcp === 'number' ? Math.round(lcp) : null,
          ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
        });
        options.log(
          `  ${target.page}: score ${results.at(-1)?.performanceScore}, LCP ${results.at(-1)?.lcpMs} ms`,
        );
      } catch (error) {
        results.push({
          page: target.page,
          path: target.path,
          performanceScore: null,
          lcpMs: null,
          error: (error as Error).message,
        });
        options.log(`  ${target.page}: failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}

async function signInThroughLoginPage(
  context: Awaited<ReturnType<typeof chromium.launchPersistentContext>>,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('checkbox', { name: 'Remember me' }).setChecked(true);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account of / })
      .waitFor({ timeout: 30_000 });
  } finally {
    await page.close();
  }
}
