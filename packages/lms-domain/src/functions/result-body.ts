// `{"result": ...}`, the answer text of an operation's result once the contract's output schema passed it: the last
// gate, so extra fields (a password hash, say) never reach the client. Frozen results (immutable-result.ts) are
// checked and serialised once, then their text is reused: a cached catalogue page costs a lookup.
import type { OperationName } from '@lms/core';
import type { DomainLog } from '../context';
import { checkResult } from './call-operation';
import { isImmutableResult } from './immutable-result';

/** The answer text of results already checked, per operation. */
const checkedBodies = new WeakMap<object, Partial<Record<OperationName, string>>>();

export function resultBody(name: OperationName, result: unknown, log: DomainLog): string {
  const immutable = isImmutableResult(result);
  const known = immutable ? checkedBodies.get(result)?.[name] : undefined;
  if (known !== undefined) return known;
  const body = JSON.stringify({ result: checkResult(name, result, log) });
  // A frozen result cannot change, so its check and its text hold for every later answer.
  if (immutable) checkedBodies.set(result, { ...checkedBodies.get(result), [name]: body });
  return body;
}
