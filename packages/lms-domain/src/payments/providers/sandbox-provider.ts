// The offline provider: its payment page is served by the host (payments/sandbox-page.ts) and takes test cards.
// Refunds happen at once: no money ever moved.
import { randomBytes, toHex } from '../../platform/random';
import type { PaymentProvider } from './payment-provider';

export const SANDBOX_PAGE_PREFIX = '/payments/sandbox';

export function sandboxReference(kind: 'pay' | 're'): string {
  return `sandbox_${kind}_${toHex(randomBytes(12))}`;
}

export function createSandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async startCheckout({ order }) {
      return { url: `${publicUrl}${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(order.id)}`, reference: null };
    },
    async refund() {
      return { reference: sandboxReference('re') };
    },
    // The page reads the order's status on every visit, so a replaced order's page already refuses payment.
    async closeCheckout() {},
  };
}
