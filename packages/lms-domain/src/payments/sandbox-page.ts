// The sandbox checkout page as every host answers it (`GET/POST /payments/sandbox/:orderId`, `POST .../cancel`),
// without HTTP: which page and status each outcome of sandbox-checkout.ts shows, its headers (the checkout form's
// policy allows its forms' targets), and the 303 redirects. The server's Fastify route and the Firebase function
// only read the request and write this answer. The unguessable order id is the page's only key, as with a hosted
// checkout link; only test cards are accepted here, never real ones.
import type { DomainContext } from '../context';
import { documentPolicy } from '../platform/content-security-policy';
import type { OrderView } from './order-mapping';
import { orderAppAddress, paymentPageUrl, paymentSuccessUrl } from './order-return';
import type { SandboxCardForm } from './providers/sandbox-cards';
import { SANDBOX_PAGE_PREFIX } from './providers/sandbox-provider';
import {
  cancelOnSandboxPage,
  openSandboxCheckout,
  payOnSandboxPage,
  type SandboxCheckout,
} from './sandbox-checkout';
import { checkoutPage, statusPage } from './sandbox-html';

/** What a host reads from the request: GET (or HEAD) shows the page, POST pays, POST `.../cancel` cancels. */
export type SandboxPageRequest =
  | { action: 'view'; orderId: string }
  | { action: 'pay'; orderId: string; form: Readonly<Record<string, unknown>> | null | undefined }
  | { action: 'cancel'; orderId: string };

export type SandboxPageAnswer =
  /** A page: its status, its headers (names in lower case) and the HTML. */
  | { status: number; headers: Record<string, string>; html: string }
  /** 303: the browser follows with a GET, so reloading the page it lands on never posts the card again. */
  | { status: 303; headers: Record<string, string>; location: string };

/** The largest form a host takes on the page (three short fields). */
export const SANDBOX_FORM_BODY_LIMIT = 16 * 1024;

/**
 * The request a method and path ask for, the path being the site's (`/payments/sandbox/…`) or the part after the
 * prefix; null when the page has no answer there (another method, another path, a malformed id).
 */
export function sandboxPageRequest(
  method: string,
  path: string,
  form?: Readonly<Record<string, unknown>> | null,
): SandboxPageRequest | null {
  const rest = path.startsWith(`${SANDBOX_PAGE_PREFIX}/`) ? path.slice(SANDBOX_PAGE_PREFIX.length) : path;
  const segments = rest.split('/').slice(1);
  if (!rest.startsWith('/') || segments.length < 1 || segments.length > 2 || segments[0] === '') return null;
  let orderId: string;
  try {
    orderId = decodeURIComponent(segments[0]!);
  } catch {
    return null;
  }
  if (segments.length === 2) {
    return segments[1] === 'cancel' && method === 'POST' ? { action: 'cancel', orderId } : null;
  }
  if (method === 'GET' || method === 'HEAD') return { action: 'view', orderId };
  if (method === 'POST') return { action: 'pay', orderId, form };
  return null;
}

const text = (source: unknown, name: string): string => {
  const value = (source as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 100) : '';
};

/** Every page's headers; `policy` is the checkout form's own (the other pages keep the default document policy). */
function page(status: number, html: string, policy = documentPolicy()): SandboxPageAnswer {
  return {
    status,
    headers: {
      'content-security-policy': policy,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
    html,
  };
}

/**
 * The checkout page's policy: its forms post here, and the browser checks `form-action` against where the answer
 * redirects too, so the origin of the order's app (accepted when the checkout started) is allowed as well.
 */
function checkoutPagePolicy(ctx: DomainContext, order: OrderView): string {
  const appOrigin = new URL(orderAppAddress(ctx, order)).origin;
  const own = new URL(ctx.config.publicUrl).origin;
  return documentPolicy({ formAction: appOrigin === own ? ["'self'"] : ["'self'", appOrigin] });
}

const paths = (order: OrderView) => {
  const pay = `${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(order.id)}`;
  return { pay, cancel: `${pay}/cancel` };
};

function notFoundPage(ctx: DomainContext): SandboxPageAnswer {
  return page(
    404,
    statusPage('Checkout not found', ['There is no test checkout at this address.'], {
      href: `${ctx.config.publicUrl}/`,
      label: 'Go to the home page',
    }),
  );
}

/** What the page shows for an order that can no longer be paid here. */
function closedOrderPage(ctx: DomainContext, order: OrderView): SandboxPageAnswer {
  // Back to the app the order was placed from (accepted when the checkout started), never to an address in the request.
  if (order.status === 'paid')
    return page(
      200,
      statusPage(
        'This order is paid',
        ['Thank you: your payment went through.'],
        { href: paymentSuccessUrl(ctx, order), label: 'Continue' },
        { order },
      ),
    );
  const why = order.status_reason ?? `This order is ${order.status}.`;
  return page(
    409,
    statusPage(
      'This checkout is closed',
      [why, 'Start again from the course’s payment page.'],
      { href: paymentPageUrl(ctx, order), label: 'Back to the payment page' },
      { order },
    ),
  );
}

/** Test cards must stop working the moment an operator switches to Stripe or turns the sandbox off. */
function sandboxOffPage(ctx: DomainContext, order: OrderView): SandboxPageAnswer {
  return page(
    409,
    statusPage(
      'Test payments are switched off',
      ['This server no longer takes test payments. Start again from the course’s payment page.'],
      { href: paymentPageUrl(ctx, order), label: 'Back to the payment page' },
      { order },
    ),
  );
}

/** The page for an order that cannot take a card now. */
function unpayablePage(
  ctx: DomainContext,
  checkout: Exclude<SandboxCheckout, { kind: 'open' }>,
): SandboxPageAnswer {
  if (checkout.kind === 'not-found') return notFoundPage(ctx);
  if (checkout.kind === 'closed') return closedOrderPage(ctx, checkout.order);
  return sandboxOffPage(ctx, checkout.order);
}

/** The answer to one request of the sandbox checkout page; `null` (no such address) is the not-found page. */
export async function answerSandboxPage(
  ctx: DomainContext,
  request: SandboxPageRequest | null,
): Promise<SandboxPageAnswer> {
  if (request === null) return notFoundPage(ctx);
  switch (request.action) {
    case 'view': {
      const checkout = await openSandboxCheckout(ctx, request.orderId);
      if (checkout.kind !== 'open') return unpayablePage(ctx, checkout);
      return page(
        200,
        checkoutPage(checkout.order, paths(checkout.order)),
        checkoutPagePolicy(ctx, checkout.order),
      );
    }
    case 'pay': {
      const form: SandboxCardForm = {
        cardNumber: text(request.form, 'cardNumber'),
        expiry: text(request.form, 'expiry'),
        cvc: text(request.form, 'cvc'),
      };
      const payment = await payOnSandboxPage(ctx, request.orderId, form);
      switch (payment.kind) {
        case 'invalid':
          return page(
            400,
            checkoutPage(payment.order, paths(payment.order), form, payment.problems),
            checkoutPagePolicy(ctx, payment.order),
          );
        case 'declined':
          return page(
            402,
            statusPage(
              'Payment declined',
              [payment.message],
              { href: paymentPageUrl(ctx, payment.order), label: 'Back to the payment page' },
              { alert: true, order: payment.order },
            ),
          );
        case 'paid':
          return {
            status: 303,
            headers: { 'cache-control': 'no-store' },
            location: paymentSuccessUrl(ctx, payment.order),
          };
        default:
          return unpayablePage(ctx, payment);
      }
    }
    case 'cancel': {
      const cancelled = await cancelOnSandboxPage(ctx, request.orderId);
      if (cancelled.kind === 'not-found') return notFoundPage(ctx);
      return { status: 303, headers: {}, location: paymentPageUrl(ctx, cancelled.order) };
    }
  }
}
