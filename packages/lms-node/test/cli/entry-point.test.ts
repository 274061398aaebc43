// A command-line module runs its command only when it is the program Node started, also through a link (the `lms`
// and `lms-firebase` commands are links to dist/cli.js), and never when another program imports it.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isEntryPoint } from '../../src';

describe('isEntryPoint', () => {
  const argv = [...process.argv];
  const dir = mkdtempSync(join(tmpdir(), 'lms-entry-point-'));
  const cli = join(dir, 'cli.js');
  writeFileSync(cli, '');
  afterEach(() => {
    process.argv.splice(0, process.argv.length, ...argv);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is true for the program Node started, and through a link to it', () => {
    process.argv[1] = cli;
    expect(isEntryPoint(pathToFileURL(cli).href)).toBe(true);
    const link = join(dir, 'lms');
    symlinkSync(cli, link);
    process.argv[1] = link;
    expect(isEntryPoint(pathToFileURL(cli).href)).toBe(true);
  });

  it('is false for an imported module, a program that is gone, or none', () => {
    process.argv[1] = cli;
    expect(isEntryPoint(pathToFileURL(join(dir, 'other.js')).href)).toBe(false);
    process.argv[1] = join(dir, 'missing.js');
    expect(isEntryPoint(pathToFileURL(cli).href)).toBe(false);
    process.argv.splice(1);
    expect(isEntryPoint(pathToFileURL(cli).href)).toBe(false);
  });
});
