// GET/POST /payments/sandbox/:orderId: the sandbox provider's checkout page. A paying card confirms the order
// through the same idempotent fulfilment as a Stripe webhook, then sends the student to the success page; a
// declined card fails the order (no enrolment) and says so. The unguessable order id is the page's only key, as
// with a hosted checkout link; only test cards are accepted here, never real ones.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../../context';
import type { OrderView } from '@lms/domain';
import { cancelExpiredOrders } from '@lms/domain';
import { markOrderCancelled, markOrderFailed, markOrderPaid } from '@lms/domain';
import { findOrderView, orderAppAddress, paymentPageUrl, paymentSuccessUrl } from '@lms/domain';
import { isSandboxActive } from '@lms/domain';
import { chargeSandboxCard, type SandboxCardForm } from '@lms/domain';
import { SANDBOX_PAGE_PREFIX, sandboxReference } from '@lms/domain';
import { documentPolicy } from '../../http/content-security-policy';
import { checkoutPage, statusPage } from './sandbox-html';

const FORM_BODY_LIMIT = 16 * 1024;
export const CANCELLED_ON_PAGE_REASON = 'Cancelled on the payment page.';

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

  const loadOrder = async (reply: FastifyReply, orderId: string): Promise<OrderView | null> => {
    await cancelExpiredOrders(ctx);
    const order = await findOrderView(ctx.db, orderId);
    if (order === undefined || order.provider !== 'sandbox') {
      send(
        reply,
        404,
        statusPage('Checkout not found', ['There is no test checkout at this address.'], {
          href: `${site}/`,
          label: 'Go to the home page',
        }),
      );
      return null;
    }
    return order;
  };

  void app.register(
    async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      scope.get<{ Params: { orderId: string } }>('/:orderId', async (request, reply) => {
        const order = await loadOrder(reply, request.params.orderId);
        if (order === null) return reply;
        if (order.status !== 'pending') return closedOrderPage(reply, order);
        if (!isSandboxActive(ctx)) return sandboxOffPage(reply, order);
        reply.header('content-security-policy', checkoutPagePolicy(ctx, order));
        return send(reply, 200, checkoutPage(order, paths(order)));
      });

      scope.post<{ Params: { orderId: string } }>('/:orderId', async (request, reply) => {
        const order = await loadOrder(reply, request.params.orderId);
        if (order === null) return reply;
        if (order.status !== 'pending') return closedOrderPage(reply, order);
        if (!isSandboxActive(ctx)) return sandboxOffPage(reply, order);
        const form: SandboxCardForm = {
          cardNumber: text(request.body, 'cardNumber'),
          expiry: text(request.body, 'expiry'),
          cvc: text(request.body, 'cvc'),
        };
        const charge = chargeSandboxCard(form, ctx.now());
        if (charge.outcome === 'invalid') {
          reply.header('content-security-policy', checkoutPagePolicy(ctx, order));
          return send(reply, 400, checkoutPage(order, paths(order), form, charge.problems));
        }
        if (charge.outcome === 'declined') {
          await markOrderFailed(ctx, order.id, charge.message);
          return send(
            reply,
            402,
            statusPage(
              'Payment declined',
              [charge.message],
              {
                href: paymentPage(order),
                label: 'Back to the payment page',
              },
              { alert: true, order },
            ),
          );
        }
        await markOrderPaid(ctx, order.id, { reference: sandboxReference('pay') });
        // 303: the browser follows with a GET, so reloading the success page never posts the card again.
        return reply.header('Cache-Control', 'no-store').redirect(successPage(order), 303);
      });

      scope.post<{ Params: { orderId: string } }>('/:orderId/cancel', async (request, reply) => {
        const order = await loadOrder(reply, request.params.orderId);
        if (order === null) return reply;
        await markOrderCancelled(ctx, order.id, CANCELLED_ON_PAGE_REASON);
        return reply.redirect(paymentPage(order), 303);
      });
    },
    { prefix: SANDBOX_PAGE_PREFIX },
  );
}
