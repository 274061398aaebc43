// `lms firebase <command>`: the server's `lms` hands another host's commands to that host's package, which it does
// not depend on, and says what is missing when that package is not installed.
import { describe, expect, it } from 'vitest';
import { main, type CliOutput } from '../src/cli';
import { runHostCommand } from '../src/host-commands';

function recorder(): CliOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, info: (m) => lines.push(m), error: (m) => errors.push(m) };
}

describe('lms <host> <command>', () => {
  it("hands `lms firebase ...` to the Firebase host, which reads its own configuration, not the server's", async () => {
    const out = recorder();
    expect(await main(['firebase', 'help'], {}, out)).toBe(0);
    expect(out.lines[0]).toMatch(/^Usage: lms firebase <command>/);

    const failed = recorder();
    expect(await main(['firebase', 'migrate'], { PORT: 'not a port' }, failed)).toBe(1);
    expect(failed.errors[0]).toMatch(/^Invalid Firebase configuration:\n/);
    expect(failed.errors[0]).not.toMatch(/PORT/);
  });

  it('names the package a host command needs when it is not installed, and exits 1', async () => {
    const out = recorder();
    expect(await runHostCommand('@lms/not-installed/cli', ['migrate'], {}, out)).toBe(1);
    expect(out.errors[0]).toMatch(
      /^This command needs @lms\/not-installed, installed beside @lms\/server and built \(npm install @lms\/not-installed;/,
    );
  });
});
