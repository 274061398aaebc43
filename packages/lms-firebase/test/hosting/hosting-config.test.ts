// firebase.json's Hosting section, as the deployed site (and the Hosting emulator) reads it: every page but an
// action-plan step and the sandbox checkout page carries the Firebase build's document policy and refuses framing; a
// step goes to the function that frames it by the allowed origins, the sandbox page, Stripe's webhook and the Open
// Badges documents to theirs (which send their own policy or cache headers); every other address is the
// single-page app. (These rules are what this test checks: the Hosting emulator's routing is not run.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { API_PATHS, surveyWebhookPath } from '@lms/core';
import { isFramablePath, OPEN_BADGES_ROUTES, PERMISSIONS_POLICY, SANDBOX_PAGE_PREFIX } from '@lms/domain';
import { STRIPE_WEBHOOK_PATH } from '@lms/node';
import { functions } from '../../src/functions';
import { firebasePagePolicy } from '../../src/hosting/page-policy';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
interface Hosting {
  public: string;
  headers: HeaderRule[];
  rewrites: ({ source: string } & (
    { destination: string } | { function: { functionId: string; region: string } }
  ))[];
}

const firebaseJson = JSON.parse(
  readFileSync(new URL('../../../../firebase.json', import.meta.url), 'utf8'),
) as {
  hosting: Hosting;
};
const hosting = firebaseJson.hosting;

// The glob matcher of the Hosting emulator (superstatic's minimatch), so the patterns are read as Hosting reads them.
const requireFromTools = createRequire(createRequire(import.meta.url).resolve('superstatic/package.json'));
const minimatch = requireFromTools('minimatch') as (path: string, pattern: string) => boolean;

const headerOf = (rule: HeaderRule, key: string) => rule.headers.find((header) => header.key === key)?.value;
const pageRule = hosting.headers.find((rule) => headerOf(rule, 'Content-Security-Policy') !== undefined)!;

const PATHS = [
  '/',
  '/courses',
  '/courses/intro/learn',
  '/admin/settings',
  '/action-plan',
  '/action-plan/step-1',
  '/action-plan/step-1/more',
  '/action-plan.html',
  '/index.html',
  '/assets/index-abc.js',
  '/payments',
  '/payments/sandbox',
  '/payments/elsewhere/1',
  `${SANDBOX_PAGE_PREFIX}/ord_1`,
  `${SANDBOX_PAGE_PREFIX}/ord_1/cancel`,
  '/ob/issuer',
  STRIPE_WEBHOOK_PATH,
];

/** The sandbox checkout page's addresses: its function sends the form's own policy (form-action) and no-store. */
const isSandboxPagePath = (path: string) => path.startsWith(`${SANDBOX_PAGE_PREFIX}/`);

describe("firebase.json's Hosting", () => {
  it("sends the Firebase build's document policy and the server's other headers on every page", () => {
    expect(headerOf(pageRule, 'Content-Security-Policy')).toBe(firebasePagePolicy());
    expect(headerOf(pageRule, 'Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    expect(headerOf(pageRule, 'X-Frame-Options')).toBe('DENY');
    expect(headerOf(pageRule, 'X-Content-Type-Options')).toBe('nosniff');
  });

  it('leaves out of those headers exactly the addresses a step is framed at and the sandbox checkout page', () => {
    for (const path of PATHS) {
      expect(minimatch(path, pageRule.source), path).toBe(!isFramablePath(path) && !isSandboxPagePath(path));
    }
  });

  it("rewrites a step, the webhooks, the sandbox page, the Open Badges documents and the contact form's attachments to their functions in us-central1, and any other address to the app", () => {
    const [step, webhook, stripe, sandbox, openBadges, attachments, app, ...rest] = hosting.rewrites;
    expect(step).toEqual({
      source: '/action-plan/*',
      function: { functionId: 'actionPlanPage', region: 'us-central1' },
    });
    expect(webhook).toEqual({
      source: '/api/surveys/webhook/*',
      function: { functionId: 'surveyWebhook', region: 'us-central1' },
    });
    expect(minimatch(surveyWebhookPath('survey-1'), webhook!.source)).toBe(true);
    expect(stripe).toEqual({
      source: STRIPE_WEBHOOK_PATH,
      function: { functionId: 'stripeWebhook', region: 'us-central1' },
    });
    expect(sandbox).toEqual({
      source: `${SANDBOX_PAGE_PREFIX}/**`,
      function: { functionId: 'sandboxPage', region: 'us-central1' },
    });
    for (const path of [`${SANDBOX_PAGE_PREFIX}/ord_1`, `${SANDBOX_PAGE_PREFIX}/ord_1/cancel`]) {
      expect(minimatch(path, sandbox!.source), path).toBe(true);
    }
    expect(openBadges).toEqual({
      source: '/ob/**',
      function: { functionId: 'openBadges', region: 'us-central1' },
    });
    for (const { path } of OPEN_BADGES_ROUTES) {
      expect(minimatch(path.replace(':param', 'x-1'), openBadges!.source), path).toBe(true);
    }
    expect(attachments).toEqual({
      source: `${API_PATHS.files}/support_attachments/**`,
      function: { functionId: 'supportAttachmentUpload', region: 'us-central1' },
    });
    expect(minimatch(`${API_PATHS.files}/support_attachments/token-1/screen.png`, attachments!.source)).toBe(
      true,
    );
    expect(Object.keys(functions)).toEqual(
      expect.arrayContaining([
        'actionPlanPage',
        'surveyWebhook',
        'stripeWebhook',
        'sandboxPage',
        'openBadges',
        'supportAttachmentUpload',
      ]),
    );
    expect(app).toEqual({ source: '**', destination: '/app.html' });
    expect(rest).toEqual([]);
    for (const path of PATHS.filter(isFramablePath)) expect(minimatch(path, step!.source), path).toBe(true);
  });

  it('keeps hashed assets a year and has documents checked at every visit (a deploy removes old assets)', () => {
    const cacheOf = (path: string) =>
      hosting.headers
        .filter((rule) => minimatch(path, rule.source))
        .map((rule) => headerOf(rule, 'Cache-Control'))
        .filter((value) => value !== undefined);
    expect(cacheOf('/assets/index-abc.js')).toEqual(['public, max-age=31536000, immutable']);
    // The demo assets keep their names from one deploy to the next (build/demo-assets.ts in apps/host): a day, as
    // the server sends them, and never the year of the hashed files beside them.
    for (const path of ['/assets/demo/python-basics.svg', '/assets/demo/files/monthly-budget.csv']) {
      expect(cacheOf(path), path).toEqual(['public, max-age=86400']);
    }
    expect(cacheOf('/assets/demo-abc.js')).toEqual(['public, max-age=31536000, immutable']);
    for (const path of ['/', '/index.html', '/courses/intro', '/lms-version.json', '/payments', '/ob']) {
      expect(cacheOf(path), path).toEqual(['no-cache']);
    }
    // The functions' own: the sandbox page is never stored, the Open Badges documents are cached as each route says.
    for (const path of [`${SANDBOX_PAGE_PREFIX}/ord_1`, '/ob/issuer', '/ob/status/revocation']) {
      expect(cacheOf(path), path).toEqual([]);
    }
    expect(hosting.public).toBe('apps/host/dist-firebase');
  });
});
