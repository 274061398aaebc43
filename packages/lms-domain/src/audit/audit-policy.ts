// Which calls the audit log records and what it keeps of them, decided from the contract alone, so a new admin
// operation is recorded without anyone writing code for it (issue 25, part 5).
import { isAuditedOperation, type Operation } from '@lms/core';

/** Keys whose values are never stored (the survey errors' rule, plus API keys): the value becomes "[removed]". */
export const SECRET_KEYS = /token|secret|password|signature|authorization|apikey|credential/i;

/** Whether a call of `operation` by a signed-in caller goes into the log (the contract's rule). */
export const isAudited = isAuditedOperation;

/** Fields that name what an operation acts on (`courseIds` too: each id of the list). */
const TARGET_KEY = /^(id|uid|code|email)$|Ids?$|Uids?$/;
const MAX_SUMMARY = 2000;
const MAX_TARGETS = 10;
const MAX_TARGET = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function targetValues(source: Record<string, unknown>, extra: readonly string[]): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(source)) {
    if (SECRET_KEYS.test(key) || !(TARGET_KEY.test(key) || extra.includes(key))) continue;
    if (typeof value === 'string' || typeof value === 'number') found.push(String(value));
    else if (Array.isArray(value))
      found.push(...value.filter((item) => typeof item === 'string' || typeof item === 'number').map(String));
  }
  return found;
}

/**
 * What the call was about: id-like fields of the input (and the fields the operation declares), then those of the
 * result and of its direct sub-objects (what a create made: `createCoupon`'s id, `createEmbedApiKey`'s key id).
 */
export function auditTargets(operation: Operation, input: unknown, result?: unknown): string[] {
  const extra = operation.audit?.targets ?? [];
  const found = isRecord(input) ? targetValues(input, extra) : [];
  if (isRecord(result)) {
    found.push(...targetValues(result, []));
    for (const [key, value] of Object.entries(result))
      if (isRecord(value) && !SECRET_KEYS.test(key)) found.push(...targetValues(value, []));
  }
  return [...new Set(found.map((target) => target.slice(0, MAX_TARGET)))].slice(0, MAX_TARGETS);
}

/** The input as JSON with secret-looking keys removed, cut at 2,000 characters; "" for an empty input. */
export function auditSummary(input: unknown): string {
  if (input === undefined || (isRecord(input) && Object.keys(input).length === 0)) return '';
  const text = JSON.stringify(input, (key, value: unknown) => (SECRET_KEYS.test(key) ? '[removed]' : value));
  if (text === undefined) return '';
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}
