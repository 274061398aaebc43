// Minimal, accessible server-rendered pages (first-admin setup, e-mail verification): no script, one form,
// labelled fields, errors announced with role="alert" and tied to their fields.
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '@lms/domain';
import { FAVICON_LINK } from '../../http/favicon-route';

export interface FormField {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text' | 'hidden';
  value?: string;
  autocomplete?: string;
  required?: boolean;
  hint?: string;
}

export interface PageContent {
  title: string;
  /** Paragraphs of plain text. */
  intro: string[];
  error?: string;
  /** The field the error is about (marked aria-invalid); without it the error concerns the whole form. */
  errorField?: string;
  form?: { action: string; fields: FormField[]; submitLabel: string };
  link?: { href: string; label: string };
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1f2328}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
label{display:block;font-weight:600;margin-top:1rem}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;
margin-top:.25rem;border:1px solid #6b7280;border-radius:.4rem;font:inherit}.hint{color:#4b5563;font-size:.9rem;margin:.25rem 0 0}
button,.button{margin-top:1.5rem;padding:.7rem 1.2rem;border:0;border-radius:.4rem;background:#0f766e;color:#fff;
font:inherit;font-weight:600;cursor:pointer;text-decoration:none;display:inline-block}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}.error{border-left:4px solid #b91c1c;padding:.5rem .75rem;
background:#fef2f2;color:#7f1d1d}`;

function renderField(field: FormField, describedBy: string | undefined): string {
  const value = field.value === undefined ? '' : ` value="${escapeHtml(field.value)}"`;
  if (field.type === 'hidden') return `<input type="hidden" name="${field.name}"${value}>`;
  const id = `field-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const described = [hintId, describedBy].filter(Boolean).join(' ');
  return [
    `<label for="${id}">${escapeHtml(field.label)}</label>`,
    `<input id="${id}" name="${field.name}" type="${field.type}"${value}`,
    field.autocomplete ? ` autocomplete="${field.autocomplete}"` : '',
    field.required ? ' required' : '',
    described ? ` aria-describedby="${described}"` : '',
    describedBy ? ' aria-invalid="true"' : '',
    '>',
    field.hint ? `<p class="hint" id="${hintId}">${escapeHtml(field.hint)}</p>` : '',
  ].join('');
}

export function renderPage(content: PageContent): string {
  const error = content.error
    ? `<p class="error" id="form-error" role="alert">${escapeHtml(content.error)}</p>`
    : '';
  const errorRef = content.error ? 'form-error' : undefined;
  const form = content.form
    ? `<form method="post" action="${escapeHtml(content.form.action)}" novalidate>${content.form.fields
        .map((field) => renderField(field, field.name === content.errorField ? errorRef : undefined))
        .join('')}<button type="submit">${escapeHtml(content.form.submitLabel)}</button></form>`
    : '';
  const link = content.link
    ? `<a class="button" href="${escapeHtml(content.link.href)}">${escapeHtml(content.link.label)}</a>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${FAVICON_LINK}<title>${escapeHtml(content.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(content.title)}</h1>${content.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
${error}${form}${link}</main></body></html>`;
}

/** Codes travel in these pages' URLs: keep them out of caches and Referer headers. */
export function sendPage(reply: FastifyReply, status: number, content: PageContent): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(renderPage(content));
}
