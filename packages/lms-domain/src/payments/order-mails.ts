// The e-mails of an order: its receipt once paid, and a note once refunded. Written in the learner's language (their
// preference, the language their screens show) with amounts and dates formatted for it (Intl), sent through the
// domain's mailer after the change is committed. A mail that cannot go is logged: the order stands either way.
import {
  closestLanguage,
  createRouteTable,
  formatPrice,
  pathFor,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@lms/core';
import type { DomainContext, MailMessage } from '../context';
import { createMailer, escapeHtml } from '../mail';
import { readSettings } from '../settings/site-settings';
import type { OrderView } from './order-mapping';
import { findOrderView } from './order-records';
import { appAddressOf } from '../platform/user-app-address';
import { orderAppAddress } from './order-return';
import { ORDER_MAIL_WORDS, type OrderMailWords } from './order-mail-words';

export type OrderMailKind = 'paid' | 'refunded';

interface Recipient {
  email: string;
  name: string | null;
  language: SiteLanguage;
}

/** Sends the order's mail of this kind to its buyer; a deleted buyer gets none. Never throws. */
export async function mailOrder(ctx: DomainContext, orderId: string, kind: OrderMailKind): Promise<void> {
  try {
    const order = await findOrderView(ctx.db, orderId);
    if (order?.user_id == null) return;
    const user = await ctx.db
      .selectFrom('users')
      .select(['email', 'display_name', 'pref_language'])
      .where('uid', '=', order.user_id)
      .executeTakeFirst();
    if (user === undefined) return;
    const { site } = (await readSettings(ctx)).values;
    const recipient: Recipient = {
      email: user.email,
      name: user.display_name?.trim() || null,
      language: closestLanguage(user.pref_language, SITE_LANGUAGES, 'en-US'),
    };
    const routes = createRouteTable({ productNoun: site.productNoun });
    // The app the order was placed from: a library host's mails open that app, as its payment did. Orders placed
    // before that was recorded: the app the buyer last used.
    const app =
      order.app_address === null ? await appAddressOf(ctx, order.user_id) : orderAppAddress(ctx, order);
    const links = {
      course: app + pathFor(routes, 'product-viewer', { productId: order.course_id }),
      purchases: app + pathFor(routes, 'student-orders'),
    };
    await createMailer(ctx).send(orderMail(kind, order, recipient, site.siteName, links));
  } catch (error) {
    ctx.log.error({ err: error, orderId, kind }, 'order e-mail failed');
  }
}

/** The mail itself, in the recipient's language. */
export function orderMail(
  kind: OrderMailKind,
  order: OrderView,
  to: Recipient,
  siteName: string,
  links: { course: string; purchases: string },
): MailMessage {
  const words = ORDER_MAIL_WORDS[to.language];
  const money = (cents: number) => formatPrice(cents, order.currency, to.language);
  const at = kind === 'paid' ? order.paid_at : order.refunded_at;
  const date = new Intl.DateTimeFormat(to.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Number(at ?? order.updated_at)),
  );
  const total = Number(order.total_cents);
  const discount = Number(order.discount_cents);
  const facts: [string, string][] = [
    [words.facts.order, order.id],
    [words.facts.date, date],
    ...(discount > 0
      ? ([
          [words.facts.price, money(Number(order.list_price_cents))],
          [words.facts.discount(order.coupon_code), `−${money(discount)}`],
        ] as [string, string][])
      : []),
    [kind === 'paid' ? words.facts.total : words.facts.refunded, money(total)],
    [words.facts.method, words.provider[order.provider]],
  ];
  const intro =
    kind === 'paid'
      ? [words.paid.intro(order.course_title)]
      : [
          total === 0
            ? words.refunded.introFree(order.course_title)
            : words.refunded.intro(order.course_title, money(total)),
          words.refunded.ended,
          ...(order.provider === 'stripe' && total > 0 ? [words.refunded.cardDelay] : []),
        ];
  const action =
    kind === 'paid'
      ? { label: words.paid.start, url: links.course }
      : { label: words.purchases, url: links.purchases };
  const subject =
    kind === 'paid' ? words.paid.subject(order.course_title) : words.refunded.subject(order.course_title);
  // The purchases link follows a receipt's action; a refund's action is that link already.
  const content: MailContent = {
    words,
    to,
    intro,
    facts,
    action,
    purchases: kind === 'paid' ? links.purchases : null,
    siteName,
  };
  return {
    to: to.email,
    subject,
    text: textOf(content),
    html: htmlOf(content),
  };
}

/** What both the text and the HTML part of an order mail say. */
interface MailContent {
  words: OrderMailWords;
  to: Recipient;
  intro: string[];
  facts: [string, string][];
  action: { label: string; url: string };
  purchases: string | null;
  siteName: string;
}

function textOf({ words, to, intro, facts, action, purchases, siteName }: MailContent): string {
  return [
    words.hello(to.name),
    ...intro,
    facts.map(([label, value]) => `${label}${words.colon}${value}`).join('\n'),
    `${action.label}${words.colon.trimEnd()}\n${action.url}`,
    ...(purchases ? [`${words.purchases}${words.colon.trimEnd()}\n${purchases}`] : []),
    words.footer(siteName),
  ].join('\n\n');
}

function htmlOf({ words, to, intro, facts, action, purchases, siteName }: MailContent): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const link = (label: string, url: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;
  const rows = facts
    .map(
      ([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="${to.language}" dir="${words.dir}"><body>` +
    paragraph(words.hello(to.name)) +
    intro.map(paragraph).join('') +
    `<table>${rows}</table>` +
    link(action.label, action.url) +
    (purchases ? link(words.purchases, purchases) : '') +
    paragraph(words.footer(siteName)) +
    '</body></html>'
  );
}
