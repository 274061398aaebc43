// Records callable-function calls; answers sendWelcomeEmail, or fails with a set error.
import type { CallOptions, FunctionsPort } from '../../api/ports';
import type { OperationInput, OperationName, OperationOutput } from '../../api/operations';
import { LmsError } from '../../errors';

export class FakeFunctionsPort implements FunctionsPort {
  readonly calls: Array<{ name: OperationName; data: unknown }> = [];
  /** When set, every call fails with it. */
  failure: unknown = null;

  async call<N extends OperationName>(
    name: N,
    data: OperationInput<N>,
    _options?: CallOptions,
  ): Promise<OperationOutput<N>> {
    this.calls.push({ name, data });
    if (this.failure !== null) throw this.failure;
    if (name === 'sendWelcomeEmail') return { sent: true } as OperationOutput<N>;
    throw new LmsError('functions/unimplemented', `The fake does not answer ${name}`);
  }
}
