// One interface for every way of taking money. A provider opens its payment page for an order and refunds paid
// orders; the order is confirmed only through the fulfilment path (order-lifecycle.ts), never by the provider.
import type { OrderRow } from '../order-mapping';

export interface CheckoutRequest {
  order: OrderRow;
  courseTitle: string;
  buyerEmail: string | null;
}

export interface StartedCheckout {
  /** Where the student pays. */
  url: string;
  /** The provider's id for this checkout, when it has one before payment. */
  reference: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Idempotent per order: asking twice for one order gives the same page (a double click, a second tab). */
  startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  /** Gives the whole payment back; answers the provider's refund id. */
  refund(order: OrderRow): Promise<{ reference: string | null }>;
  /** Closes the payment page of an order that was replaced; a page already closed or paid is not an error. */
  closeCheckout(order: OrderRow): Promise<void>;
}
