import { describe, expect, it } from 'vitest';
import { themeColors } from './colors';
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from './contrast';
import {
  DIALOG_SHAKE_MS,
  notificationDefaults,
  PUBLIC_BASE_PATH,
  TEXTAREA_DEFAULT_ROWS,
} from './ui-constants';

describe('UI constants (spec 9)', () => {
  it('shows notifications top-right for 5000 ms with dark grey text and a "Close notification" action', () => {
    expect(notificationDefaults).toMatchObject({
      position: 'top-right',
      timeoutMs: 5000,
      textColor: themeColors.tertiary,
      closeLabel: 'Close notification',
    });
  });

  it('keeps notification text readable on its background', () => {
    expect(
      contrastRatio(notificationDefaults.textColor, notificationDefaults.backgroundColor),
    ).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });

  it('shakes dialogs for 170 ms, gives text areas 6 rows and serves from the root path', () => {
    expect(DIALOG_SHAKE_MS).toBe(170);
    expect(TEXTAREA_DEFAULT_ROWS).toBe(6);
    expect(PUBLIC_BASE_PATH).toBe('/');
  });
});
