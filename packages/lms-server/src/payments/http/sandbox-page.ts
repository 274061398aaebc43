// GET/POST /payments/sandbox/:orderId: the sandbox provider's checkout page, as HTML. What a card or Cancel does to
// the order is the domain's (payments/sandbox-checkout.ts); this file renders the outcome. The unguessable order id
// is the page's only key, as with a hosted checkout link; only test cards are accepted here, never real ones.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../../context';
import type { OrderView } from '@lms/domain';
import { orderAppAddress, paymentPageUrl, paymentSuccessUrl, SANDBOX_PAGE_PREFIX } from '@lms/domain';
import { cancelOnSandboxPage, openSandboxCheckout, payOnSandboxPage } from '@lms/domain';
import type { SandboxCardForm, SandboxCheckout } from '@lms/domain';
import { documentPolicy } from '@lms/domain';
import { checkoutPage, statusPage } from './sandbox-html';

const FORM_BODY_LIMIT = 16 * 1024;

const text = (source: unknown, name: string): string => {
  const value = (source as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 100) : '';
};

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(html);
}

/**
 * The checkout page's policy: its forms post here, and the browser checks `form-action` against where the answer
 * redirects too, so the origin of the order's app (accepted when the checkout started) is allowed as well.
 */
function checkoutPagePolicy(ctx: ServerContext, order: OrderView): string {
  const appOrigin = new URL(orderAppAddress(ctx, order)).origin;
  const own = new URL(ctx.config.publicUrl).origin;
  return documentPolicy({ formAction: appOrigin === own ? ["'self'"] : ["'self'", appOrigin] });
}

export function registerSandboxPages(app: FastifyInstance, ctx: ServerContext): void {
  const site = ctx.config.publicUrl;
  // Back to the app the order was placed from (accepted when the checkout started), never to an address in the request.
  const paymentPage = (order: OrderView) => paymentPageUrl(ctx, order);
  const successPage = (order: OrderView) => paymentSuccessUrl(ctx, order);
  const paths = (order: OrderView) => {
    const pay = `${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(order.id)}`;
    return { pay, cancel: `${pay}/cancel` };
  };

  /** What the page shows for an order that can no longer be paid here. */
  const closedOrderPage = (reply: FastifyReply, order: OrderView) => {
    if (order.status === 'paid')
      return send(
        reply,
        200,
        statusPage(
          'This order is paid',
          ['Thank you: your payment went through.'],
          {
            href: successPage(order),
            label: 'Continue',
          },
          { order },
        ),
      );
    const why = order.status_reason ?? `This order is ${order.status}.`;
    return send(
      reply,
      409,
      statusPage(
        'This checkout is closed',
        [why, 'Start again from the course’s payment page.'],
        {
          href: paymentPage(order),
          label: 'Back to the payment page',
        },
        { order },
      ),
    );
  };

  /** Test cards must stop working the moment an operator switches to Stripe or turns the sandbox off. */
  const sandboxOffPage = (reply: FastifyReply, order: OrderView) =>
    send(
      reply,
      409,
      statusPage(
        'Test payments are switched off',
        ['This server no longer takes test payments. Start again from the course’s payment page.'],
        { href: paymentPage(order), label: 'Back to the payment page' },
        { order },
      ),
    );

  const notFoundPage = (reply: FastifyReply) =>
    send(
      reply,
      404,
      statusPage('Checkout not found', ['There is no test checkout at this address.'], {
        href: `${site}/`,
        label: 'Go to the home page',
      }),
    );

  /** The page for an order that cannot take a card now; null when it can. */
  const unpayablePage = (reply: FastifyReply, checkout: SandboxCheckout): FastifyReply | null => {
    if (checkout.kind === 'not-found') return notFoundPage(reply);
    if (checkout.kind === 'closed') return closedOrderPage(reply, checkout.order);
    if (checkout.kind === 'sandbox-off') return sandboxOffPage(reply, checkout.order);
    return null;
  };

  void app.register(
    async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      scope.get<{ Params: { orderId: string } }>('/:orderId', async (request, reply) => {
        const checkout = await openSandboxCheckout(ctx, request.params.orderId);
        if (checkout.kind !== 'open') return unpayablePage(reply, checkout);
        reply.header('content-security-policy', checkoutPagePolicy(ctx, checkout.order));
        return send(reply, 200, checkoutPage(checkout.order, paths(checkout.order)));
      });

      scope.post<{ Params: { orderId: string } }>('/:orderId', async (request, reply) => {
        const form: SandboxCardForm = {
          cardNumber: text(request.body, 'cardNumber'),
          expiry: text(request.body, 'expiry'),
          cvc: text(request.body, 'cvc'),
        };
        const payment = await payOnSandboxPage(ctx, request.params.orderId, form);
        switch (payment.kind) {
          case 'invalid':
            reply.header('content-security-policy', checkoutPagePolicy(ctx, payment.order));
            return send(
              reply,
              400,
              checkoutPage(payment.order, paths(payment.order), form, payment.problems),
            );
          case 'declined':
            return send(
              reply,
              402,
              statusPage(
                'Payment declined',
                [payment.message],
                { href: paymentPage(payment.order), label: 'Back to the payment page' },
                { alert: true, order: payment.order },
              ),
            );
          case 'paid':
            // 303: the browser follows with a GET, so reloading the success page never posts the card again.
            return reply.header('Cache-Control', 'no-store').redirect(successPage(payment.order), 303);
          default:
            return unpayablePage(reply, payment);
        }
      });

      scope.post<{ Params: { orderId: string } }>('/:orderId/cancel', async (request, reply) => {
        const cancelled = await cancelOnSandboxPage(ctx, request.params.orderId);
        if (cancelled.kind === 'not-found') return notFoundPage(reply);
        return reply.redirect(paymentPage(cancelled.order), 303);
      });
    },
    { prefix: SANDBOX_PAGE_PREFIX },
  );
}
