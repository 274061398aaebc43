// @vitest-environment node
// The Firebase build's copy of the demo assets: every file the server serves at /assets/demo/, byte for byte.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { copyDemoAssets, DEMO_ASSETS_SOURCE } from './demo-assets';

let outDir: string | undefined;
afterEach(() => {
  if (outDir !== undefined) rmSync(outDir, { recursive: true, force: true });
});

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

it('copies the demo assets, lesson files included, to assets/demo/ of the output', () => {
  outDir = mkdtempSync(join(tmpdir(), 'lms-host-demo-'));
  copyDemoAssets(outDir);

  const copied = join(outDir, 'assets', 'demo');
  const files = filesUnder(DEMO_ASSETS_SOURCE);
  expect(files).toContain(join('files', 'monthly-budget.csv'));
  expect(filesUnder(copied)).toEqual(files);
  for (const file of files) {
    expect(readFileSync(join(copied, file)).equals(readFileSync(join(DEMO_ASSETS_SOURCE, file))), file).toBe(
      true,
    );
  }
});
