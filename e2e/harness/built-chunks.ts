// Which of the build's chunks a page loaded: the pages drawn without React (the framed action-plan step, a signed-out
// first visit to the landing page) must never load their document's React app.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Frame, type Page } from '@playwright/test';
import { chunkKeyOf, type Manifest } from '../../bench/bundles';

const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The React app's chunk of a host document (src/main-app.tsx, src/action-plan-app.tsx), from the build manifest. */
export function reactAppChunk(source: 'src/main-app.tsx' | 'src/action-plan-app.tsx'): string {
  const manifest = JSON.parse(
    readFileSync(resolve(repositoryRoot, 'apps/host/dist/.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const key = chunkKeyOf(manifest, source);
  const file = key === undefined ? undefined : manifest[key]?.file;
  expect(file).toMatch(/\.js$/);
  return `/${file}`;
}

/** The paths of the scripts the page (or frame) has loaded so far. */
export async function loadedScripts(page: Page | Frame): Promise<string[]> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  return scripts;
}
