// Where a command of the `lms` CLI writes: the console, or a test's recorder. Its own module, so the commands of the
// server (cli.ts) and those it hands to another host (host-commands.ts) share it without importing each other.
export interface CliOutput {
  info(message: string): void;
  error(message: string): void;
}

export const consoleOutput: CliOutput = { info: (m) => console.log(m), error: (m) => console.error(m) };
