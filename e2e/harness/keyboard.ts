// Keyboard-only use: reaching a control with Tab alone, and checking that the focused control shows it.
import { expect, type Locator, type Page } from '@playwright/test';

const MAX_TABS = 40;

/** Presses Tab (from wherever focus is) until `target` has focus; fails if it is not reached. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached with ${MAX_TABS} presses of Tab`);
}

/**
 * The focused element matches :focus-visible and draws something for it (an outline or a shadow ring), so a
 * keyboard user can see where they are. Browsers' default ring counts, a style that removes it does not.
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  const focus = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return { focusVisible: element.matches(':focus-visible'), drawn: outline || ring };
  });
  expect(focus, `focus on ${target} must be visible`).toEqual({ focusVisible: true, drawn: true });
}
