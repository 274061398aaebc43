// `lms firebase <command>`: another host's deploy-time commands through the `lms` command operators already know.
// The server does not depend on that host (firebase-admin and its SDKs are large, and a self-hosted install never
// needs them): its package is imported only when its word is typed, and only if it is installed beside the server.
import type { CliOutput } from './cli-output';
import type { Env } from './config';

/** What a host's `./cli` export offers: its own `main`, given the words after the host's name. */
export interface HostCli {
  main(argv: string[], env: Env, out: CliOutput): Promise<number>;
}

/** The hosts `lms <host> <command>` hands over to, and the export that answers. */
export const HOST_CLIS: Readonly<Record<string, string>> = { firebase: '@lms/firebase/cli' };

export async function runHostCommand(
  specifier: string,
  argv: string[],
  env: Env,
  out: CliOutput,
): Promise<number> {
  let cli: HostCli;
  try {
    // A variable, not a literal: neither TypeScript nor Rollup follows it, so the server builds without that package.
    cli = (await import(/* @vite-ignore */ specifier)) as HostCli;
  } catch (error) {
    if (!isMissingModule(error)) throw error;
    const packageName = specifier.split('/').slice(0, 2).join('/');
    out.error(
      `This command needs ${packageName}, installed beside @lms/server and built (npm install ${packageName}; ` +
        `in the repository, npm run build). ${(error as Error).message}`,
    );
    return 1;
  }
  return cli.main(argv, env, out);
}

/** The package, its built file or one of its dependencies missing (Node and Vite say the same), or no such export. */
function isMissingModule(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED';
}
