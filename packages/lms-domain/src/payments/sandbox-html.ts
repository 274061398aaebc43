// The sandbox checkout page's HTML (sandbox-page.ts answers with it on every host): plain HTML, no script. Marked
// TEST MODE at the top and in the title so nobody takes it for a real payment page; labelled fields with card
// autocomplete hints; errors announced with role="alert" and tied to the field they concern.
import { formatPrice } from '@lms/core';
import { escapeHtml } from '../mail/templates';
import { FAVICON_LINK } from '../platform/favicon';
import type { OrderView } from './order-mapping';
import type { SandboxCardForm, SandboxField, SandboxProblem } from './providers/sandbox-cards';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1f2328}
.test-mode{margin:0;padding:.75rem 1rem;background:#ffc107;color:#1d1d1d;text-align:center;font-weight:600}
main{max-width:30rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.5rem;margin-top:0}table{width:100%;border-collapse:collapse;margin:1rem 0}th{text-align:left;font-weight:400}
td{text-align:right}th,td{padding:.35rem 0;border-bottom:1px solid #e5e7eb}tr.total th,tr.total td{font-weight:700}
label{display:block;font-weight:600;margin-top:1rem}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;
margin-top:.25rem;border:1px solid #6b7280;border-radius:.4rem;font:inherit}.hint{color:#4b5563;font-size:.9rem;margin:.25rem 0 0}.field-error{color:#b91c1c;font-size:.9rem;margin:.25rem 0 0}
.row{display:flex;gap:1rem}.row>div{flex:1}
button,.button{margin-top:1.5rem;padding:.7rem 1.2rem;border:0;border-radius:.4rem;background:#00695c;color:#fff;
font:inherit;font-weight:600;cursor:pointer;text-decoration:none;display:inline-block}
.secondary{background:#fff;color:#00695c;border:1px solid #00695c}
:focus-visible{outline:3px solid #bf360c;outline-offset:2px}.error{border-left:4px solid #b91c1c;padding:.5rem .75rem;
background:#fef2f2;color:#7f1d1d}.notice{border-left:4px solid #00695c;padding:.5rem .75rem;background:#e0f2f1}`;

const TEST_MODE_BANNER =
  '<p class="test-mode" role="note">TEST MODE: no real payment is taken. Pay with card 4242 4242 4242 4242; ' +
  'card 4000 0000 0000 0002 is declined.</p>';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${FAVICON_LINK}<title>TEST MODE – ${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${TEST_MODE_BANNER}<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function summary(order: OrderView): string {
  const money = (cents: number) => escapeHtml(formatPrice(cents, order.currency));
  const discount =
    order.discount_cents > 0
      ? `<tr><th scope="row">Coupon ${escapeHtml(order.coupon_code ?? '')}</th><td>−${money(order.discount_cents)}</td></tr>`
      : '';
  return `<table><caption class="hint">Order ${escapeHtml(order.id)}</caption>
<tr><th scope="row">${escapeHtml(order.course_title)}</th><td>${money(order.list_price_cents)}</td></tr>${discount}
<tr class="total"><th scope="row">Total</th><td>${money(order.total_cents)}</td></tr></table>`;
}

interface FieldSpec {
  name: SandboxField;
  label: string;
  autocomplete: string;
  inputmode: string;
  hint?: string;
  placeholder?: string;
}

const FIELDS: FieldSpec[] = [
  { name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric' },
  {
    name: 'expiry',
    label: 'Expiry date',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    hint: 'MM/YY',
    placeholder: 'MM/YY',
  },
  {
    name: 'cvc',
    label: 'Security code (CVC)',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    hint: '3 digits on the back; 4 on the front of an American Express card',
  },
];

function field(spec: FieldSpec, value: string, problem: SandboxProblem | undefined): string {
  const id = `field-${spec.name}`;
  const hintId = spec.hint ? `${id}-hint` : null;
  const errorId = problem ? `${id}-error` : null;
  const described = [hintId, errorId].filter(Boolean).join(' ');
  return `<div><label for="${id}">${escapeHtml(spec.label)}</label><input id="${id}" name="${spec.name}" type="text"
 inputmode="${spec.inputmode}" autocomplete="${spec.autocomplete}" required value="${escapeHtml(value)}"${
   spec.placeholder ? ` placeholder="${escapeHtml(spec.placeholder)}"` : ''
 }${described ? ` aria-describedby="${described}"` : ''}${problem ? ' aria-invalid="true"' : ''}>${
   hintId ? `<p class="hint" id="${hintId}">${escapeHtml(spec.hint ?? '')}</p>` : ''
 }${errorId ? `<p class="field-error" id="${errorId}">${escapeHtml(problem?.message ?? '')}</p>` : ''}</div>`;
}

export function checkoutPage(
  order: OrderView,
  paths: { pay: string; cancel: string },
  form: SandboxCardForm = { cardNumber: '', expiry: '', cvc: '' },
  problems: readonly SandboxProblem[] = [],
): string {
  const [cardNumber, expiry, cvc] = FIELDS.map((spec) =>
    field(
      spec,
      form[spec.name],
      problems.find((problem) => problem.field === spec.name),
    ),
  );
  // Every problem in one announcement: a person fixing the first should not meet the next only after paying again.
  const alert =
    problems.length === 0
      ? ''
      : problems.length === 1
        ? `<p class="error" id="form-error" role="alert">${escapeHtml(problems[0]?.message ?? '')}</p>`
        : `<div class="error" id="form-error" role="alert"><p>Check ${problems.length} fields:</p><ul>${problems
            .map((problem) => `<li>${escapeHtml(problem.message)}</li>`)
            .join('')}</ul></div>`;
  return layout(
    'Pay for your course',
    `${summary(order)}${alert}
<form method="post" action="${escapeHtml(paths.pay)}" novalidate>${cardNumber}<div class="row">${expiry}${cvc}</div>
<button type="submit">Pay ${escapeHtml(formatPrice(order.total_cents, order.currency))}</button></form>
<form method="post" action="${escapeHtml(paths.cancel)}"><button type="submit" class="secondary">Cancel and go back</button></form>`,
  );
}

/** A page without the form: the order is paid, failed, cancelled or refunded, or the card was declined. */
export function statusPage(
  title: string,
  paragraphs: string[],
  link: { href: string; label: string },
  options: { alert?: boolean; order?: OrderView } = {},
): string {
  const text = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const message = options.alert
    ? `<div class="error" role="alert">${text}</div>`
    : `<div class="notice">${text}</div>`;
  return layout(
    title,
    `${options.order ? summary(options.order) : ''}${message}<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`,
  );
}
