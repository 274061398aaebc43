// The contact form's spam protection without punishing people (issue 30): a form sent the moment it opened is taken
// (autofill and paste make people that fast), but such quick sends are few per client address, so a program
// posting forms as they open is stopped; the honeypot and the one-use form token stay (support-requests.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSupportHarness, type SupportHarness } from '../../fixtures/support-harness';
import type { OpenConformanceHost } from '../../host';

const request = (n: number) => ({
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  category: 'technical',
  subject: 'It does not load',
  message: 'The lesson page stays blank.',
});

export const describeSupportSpam = (openHost: OpenConformanceHost) =>
  describe('quick sends of the contact form', () => {
    let h: SupportHarness;
    beforeAll(async () => {
      h = await openSupportHarness(openHost);
    });
    afterAll(() => h?.close());

    async function sendAtOnce(n: number) {
      const opened = await h.call('openSupportForm', {});
      return h.call('createSupportRequest', { ...request(n), formToken: opened.body.result.formToken });
    }

    it('takes three sends at once from one address in an hour, refuses the fourth, and still takes an unhurried one', async () => {
      for (const n of [1, 2, 3]) expect((await sendAtOnce(n)).status).toBe(200);
      const fourth = await sendAtOnce(4);
      expect(fourth.status).toBe(429);
      expect(fourth.body.error.status).toBe('RESOURCE_EXHAUSTED');
      expect(fourth.body.error.details.retryAfterSeconds).toBeGreaterThan(0);

      // Someone who took a few seconds over the form is not affected.
      const formToken = await h.openForm();
      expect((await h.call('createSupportRequest', { ...request(5), formToken })).status).toBe(200);

      // The next hour, quick sends go through again.
      h.advance(60 * 60 * 1000);
      expect((await sendAtOnce(6)).status).toBe(200);
    });
  });
