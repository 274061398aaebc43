import { DEMO_COURSE_TITLES } from './support/demo-catalogue';
import { expect, test } from './support/test';

test('the landing page loads from the built server and lists the seeded demo courses', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
  const catalogue = page.getByRole('region', { name: 'Published courses' });
  for (const title of DEMO_COURSE_TITLES) {
    await expect(catalogue.getByRole('link', { name: title })).toBeVisible();
  }
});
