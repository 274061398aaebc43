// Coupon codes are case-insensitive: "summer10" and "SUMMER10" are one code. They are stored in capitals, so the
// database's unique constraint enforces case-insensitive uniqueness on both SQLite and PostgreSQL.

/** What an admin may type: letters, digits, dash and underscore, 3 to 40 characters, starting with a letter or digit. */
export const COUPON_CODE_INPUT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/;
export const COUPON_CODE_MAX_LENGTH = 40;

/** The stored form of a code; students may type it in any case and with surrounding spaces. */
export function normalizeCouponCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidCouponCode(raw: string): boolean {
  return COUPON_CODE_INPUT_PATTERN.test(raw.trim());
}
