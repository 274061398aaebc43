// Small wrappers a component test may need around the real domain behind `server.connect`: the calls a screen made
// (what it asked for is part of its behaviour: search terms, pages), or the answer of one operation replaced, for a
// state the domain itself never reaches (a provider sending a script URL, a refusal that no sequence of operations
// can produce). Everything else the screen asks is answered by the domain.
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

export interface RecordedCall {
  /** The operation's name, or `auth.<method>` for the identity provider's. */
  name: string;
  /** The operation's input, or the auth method's arguments. */
  data: unknown;
}

/** The real domain behind `server.connect`, with every call the screens make (functions and auth) recorded. */
export function backendRecordingCalls(server: TestServer) {
  const calls: RecordedCall[] = [];
  const backend = (getIdToken: IdTokenSource): BackendPort => {
    const port = server.connect(getIdToken);
    const call: BackendPort['functions']['call'] = (name, data, options) => {
      calls.push({ name, data });
      return port.functions.call(name, data, options);
    };
    const auth = new Proxy(port.auth, {
      get(target, method, receiver) {
        const value: unknown = Reflect.get(target, method, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push({ name: `auth.${String(method)}`, data: args });
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { ...port, auth, functions: { call } };
  };
  /** The arguments of each call of `name`, in order. */
  const callsOf = (name: string) => calls.filter((recorded) => recorded.name === name).map((c) => c.data);
  return { backend, calls, callsOf };
}
