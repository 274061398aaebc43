// The e-mail address field rule (spec section 5).
import { invalidResult, VALID_RESULT, type Rule } from './result';

export const EMAIL_MESSAGE = 'Enter a valid email address, for example name@example.com.';

// Local part: RFC 5322 dot-atom (no leading, trailing or doubled dots). Quoted local parts are left out on purpose:
// identity providers and mail forms reject them, so accepting them would only move the error later.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * ASCII addresses as people type them: local@domain.tld. At least two domain labels (a bare host is a typo far more
 * often than an intranet address), a top-level label that is not all digits (rejects 1.2.3.4), RFC length limits
 * (64 for the local part, 254 overall). International domains must be typed in punycode (xn--...).
 */
export const email: Rule = (value) => {
  if (typeof value !== 'string' || value.length > 254) return invalidResult('email', EMAIL_MESSAGE);
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const valid =
    at > 0 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    !/^\d+$/.test(labels[labels.length - 1] ?? '');
  return valid ? VALID_RESULT : invalidResult('email', EMAIL_MESSAGE);
};
