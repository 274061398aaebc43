import { describe, expect, it } from 'vitest';
import { checkoutRedirectUrl } from './checkout-redirect';

const page = 'https://learn.example.com/payment/course-1';

describe('checkout redirect', () => {
  it('follows https pages anywhere: Stripe Checkout, or the sandbox page of the server', () => {
    expect(checkoutRedirectUrl('https://checkout.stripe.com/c/pay/cs_test_1', page)).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );
    expect(checkoutRedirectUrl('https://learn.example.com/payments/sandbox/o1', page)).toBe(
      'https://learn.example.com/payments/sandbox/o1',
    );
  });

  it('resolves a relative address against the page', () => {
    expect(checkoutRedirectUrl('/payments/sandbox/o1', page)).toBe(
      'https://learn.example.com/payments/sandbox/o1',
    );
  });

  it('follows plain http only on the same origin or a loopback host', () => {
    const local = 'http://127.0.0.1:4000/payment/c1';
    expect(checkoutRedirectUrl('http://127.0.0.1:4000/payments/sandbox/o1', local)).toBe(
      'http://127.0.0.1:4000/payments/sandbox/o1',
    );
    expect(checkoutRedirectUrl('http://localhost:3000/payments/sandbox/o1', 'http://localhost:5173/')).toBe(
      'http://localhost:3000/payments/sandbox/o1',
    );
    expect(checkoutRedirectUrl('http://pay.example.net/checkout', page)).toBeNull();
  });

  it('never follows script, data or file addresses, credentials in the address, or garbage', () => {
    expect(checkoutRedirectUrl('javascript:alert(1)', page)).toBeNull();
    expect(checkoutRedirectUrl('data:text/html,<p>pay</p>', page)).toBeNull();
    expect(checkoutRedirectUrl('file:///etc/passwd', page)).toBeNull();
    expect(checkoutRedirectUrl('https://user:secret@checkout.stripe.com/', page)).toBeNull();
    expect(checkoutRedirectUrl('https://[bad', page)).toBeNull();
    expect(checkoutRedirectUrl('/payments/sandbox/o1', 'not a page address')).toBeNull();
  });
});
