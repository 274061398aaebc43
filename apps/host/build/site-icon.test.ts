// @vitest-environment node
// The Firebase build's copy of the site's icon, at the address the documents link, byte for byte the server's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { FAVICON_PATH } from '@lms/domain';
import { copySiteIcon, SITE_ICON_SOURCE } from './site-icon';

let outDir: string | undefined;
afterEach(() => {
  if (outDir !== undefined) rmSync(outDir, { recursive: true, force: true });
});

it('copies the server’s icon to the address every document links', () => {
  outDir = mkdtempSync(join(tmpdir(), 'lms-host-icon-'));
  copySiteIcon(outDir);
  const copied = readFileSync(join(outDir, FAVICON_PATH));
  expect(copied.equals(readFileSync(SITE_ICON_SOURCE))).toBe(true);
  expect(copied.toString('utf8')).toContain('<svg');
});
