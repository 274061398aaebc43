// Asks the operating system for a port nobody listens on, so parallel runs (and other engineers' servers on the
// same machine) never collide with the e2e servers.
import { createServer } from 'node:net';

export function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port was given'))));
    });
  });
}
