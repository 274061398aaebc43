// Origins that may embed action-plan steps: one rule for the server (the allow-list it stores and the CSP it sends),
// the admin screens (what they accept) and the bridge (who may connect). An origin is scheme, host and port only,
// in the canonical form browsers report in MessageEvent.origin, so a plain string comparison is enough.
import { z } from 'zod';
import { isSecureEmbedOrigin, normalizeEmbedOrigin } from './origin-format';

export { isSecureEmbedOrigin, normalizeEmbedOrigin };

/** An origin as the contract accepts it: already canonical (use normalizeEmbedOrigin first) and secure. */
export const embedOriginSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address of the site, such as https://school.example.')
  .max(300)
  .refine((value) => normalizeEmbedOrigin(value) === value, {
    message:
      'Give only the scheme, host and port, such as https://school.example (no path, lower-case host).',
  })
  .refine((value) => normalizeEmbedOrigin(value) === null || isSecureEmbedOrigin(value), {
    message: 'The site must use https (plain http only for localhost).',
  });
