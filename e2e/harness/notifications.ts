// The notification toasts (spec 9: top-right, 5 s). Looked up inside their region because a screen-reader live
// region repeats the same sentence elsewhere on the page.
import type { Page } from '@playwright/test';

export function notification(page: Page, text: string) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}
