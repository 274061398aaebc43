// Spec section 9 UI constants that are not colours.
import { themeColors } from './colors';

export const notificationDefaults = Object.freeze({
  position: 'top-right',
  timeoutMs: 5000,
  /** Dark grey text on a white surface (10:1), so every notification type stays readable. */
  textColor: themeColors.tertiary,
  backgroundColor: themeColors.primary,
  closeLabel: 'Close notification',
} as const);

export const DIALOG_SHAKE_MS = 170;
export const TEXTAREA_DEFAULT_ROWS = 6;
export const PUBLIC_BASE_PATH = '/';
