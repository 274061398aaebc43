import { describe, expect, it } from 'vitest';
import { canTransitionOrder, orderStatusesLeadingTo } from './order-status';

describe('order lifecycle', () => {
  it('moves a pending order to paid, failed or cancelled', () => {
    expect(canTransitionOrder('pending', 'paid')).toBe(true);
    expect(canTransitionOrder('pending', 'failed')).toBe(true);
    expect(canTransitionOrder('pending', 'cancelled')).toBe(true);
    expect(canTransitionOrder('pending', 'refunded')).toBe(false);
  });

  it('refunds only paid orders', () => {
    expect(orderStatusesLeadingTo('refunded')).toEqual(['paid']);
  });

  it('lets a late payment complete a cancelled order, but never a failed or refunded one', () => {
    expect(orderStatusesLeadingTo('paid')).toEqual(['pending', 'cancelled']);
  });

  it('never leaves failed or refunded', () => {
    for (const to of ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const) {
      expect(canTransitionOrder('failed', to)).toBe(false);
      expect(canTransitionOrder('refunded', to)).toBe(false);
    }
  });
});
