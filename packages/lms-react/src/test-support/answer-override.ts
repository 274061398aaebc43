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

/**
 * The domain behind `server.connect`, except that a download address is the server host's (an http URL of the
 * stored path) instead of the browser host's `blob:` URL, which the domain does not accept as a saved address
 * (profile photos, course media): for the tests that save what they uploaded.
 */
export function backendWithServerDownloadUrls(
  server: TestServer,
): (getIdToken: IdTokenSource) => BackendPort {
  return (getIdToken) => {
    const port = server.connect(getIdToken);
    return {
      ...port,
      storage: {
        ...port.storage,
        getDownloadURL: async (path) => {
          await port.storage.getDownloadURL(path);
          return `${server.context.config.publicUrl}/api/files/download/${path}`;
        },
      },
    };
  };
}
