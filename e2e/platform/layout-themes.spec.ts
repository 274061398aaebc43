// Issue 24's done-when test: every route of the route table, opened as the role that may see it, at a phone's width
// (390 px) and a laptop's (1366 px), in the light and the dark theme (the system setting, emulated), scrolls no
// wider than the window and has no axe violation (WCAG 2.1 A/AA, contrast included). One test per combination, so
// the two workers share them; each role signs in once per test and the route walk's data is made once per worker.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../harness/axe';
import { expect, test } from '../harness/test';
import { pageAs, prepareRouteWalk, type Role, type RouteWalk } from './route-walk';
import { WAIT_LIMIT_MS } from '../harness/limits';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 900 } },
] as const;
const SCHEMES = ['light', 'dark'] as const;

let walk: RouteWalk | undefined;
test.beforeAll(async ({ request }) => {
  walk = await prepareRouteWalk(request, 'layout-walk');
});

/** Waits until the page's main heading shows and its loading placeholders are gone (best effort: 5 s). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: WAIT_LIMIT_MS });
  await page
    .locator('main [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

for (const { name, viewport } of WIDTHS) {
  for (const colorScheme of SCHEMES) {
    test(`every route at ${viewport.width} px (${name}) in the ${colorScheme} theme: no sideways scroll, no axe violation`, async ({
      browser,
    }) => {
      const { routes, student } = walk!;
      const pages: Partial<Record<Role, Page>> = {};
      const overflowing: string[] = [];
      const inaccessible: string[] = [];
      for (const { route, role, path } of routes) {
        const page = (pages[role] ??= await pageAs(browser, role, student, { viewport, colorScheme }));
        await page.goto(path);
        await settled(page);
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          window: window.innerWidth,
        }));
        if (widths.scroll > widths.window) overflowing.push(`${route.name} (${path}): ${widths.scroll} px`);
        // Every page's violations are gathered, so one run lists all of them.
        await expectNoAxeViolations(page).catch((error: unknown) =>
          inaccessible.push(`${route.name} as ${role}: ${String(error)}`),
        );
      }
      expect.soft(overflowing, 'pages wider than the window').toEqual([]);
      expect(inaccessible, 'pages with axe violations').toEqual([]);
      for (const page of Object.values(pages)) await page.context().close();
    });
  }
}
