// The smallest stub a component test may need: the real domain behind `server.connect`, with the answer of one
// operation replaced, for a state the domain itself never reaches (a provider sending a script URL, a refusal
// that no sequence of operations can produce). Everything else the screen asks is answered by the domain.
import type { BackendPort, IdTokenSource, OperationName, OperationOutput } from '@lms/core';
import type { TestServer } from './test-server';

export function backendWithAnswer<N extends OperationName>(
  server: TestServer,
  name: N,
  answer: (real: () => Promise<OperationOutput<N>>) => Promise<OperationOutput<N>>,
): (getIdToken: IdTokenSource) => BackendPort {
  return (getIdToken) => {
    const port = server.connect(getIdToken);
    const call: BackendPort['functions']['call'] = (called, data, options) => {
      const real = () => port.functions.call(called, data, options);
      return (called as OperationName) === name
        ? (answer(real as () => Promise<OperationOutput<N>>) as ReturnType<typeof real>)
        : real();
    };
    return { ...port, functions: { call } };
  };
}
