// Whether the module at `importMetaUrl` is the program Node was started with (`node dist/cli.js`, or the `lms` and
// `lms-firebase` commands, links to it): a command-line module then runs its command; imported (by the other host's
// CLI, a test), it does nothing. Links are followed, as Node follows them to load the program.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function isEntryPoint(importMetaUrl: string): boolean {
  const invoked = process.argv[1];
  if (invoked === undefined) return false;
  try {
    return realpathSync(invoked) === fileURLToPath(importMetaUrl);
  } catch {
    return false;
  }
}
