import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { renameHostingDocuments } from './hosting-documents';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('serves the landing document as index.html and the app as app.html, losing neither', () => {
  dir = mkdtempSync(join(tmpdir(), 'hosting-documents-'));
  writeFileSync(join(dir, 'index.html'), 'app');
  writeFileSync(join(dir, 'landing.html'), 'landing');
  writeFileSync(join(dir, 'action-plan.html'), 'step');
  renameHostingDocuments(dir);
  expect(readdirSync(dir).sort()).toEqual(['action-plan.html', 'app.html', 'index.html']);
  expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('landing');
  expect(readFileSync(join(dir, 'app.html'), 'utf8')).toBe('app');
});
