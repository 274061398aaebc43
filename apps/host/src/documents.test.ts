// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(fileURLToPath(new URL(`../${name}`, import.meta.url)), 'utf8');
const ENTRY = /<script type="module" src="\/src\/([\w-]+\.tsx?)"><\/script>/g;

describe("the host's three documents", () => {
  it('differ only in their entry script, so the product configuration and head stay the same on all', () => {
    const entries = Object.fromEntries(
      ['index.html', 'landing.html', 'action-plan.html'].map((name) => [name, read(name)]),
    );
    expect(Object.values(entries).map((html) => [...html.matchAll(ENTRY)].map((match) => match[1]))).toEqual([
      ['main.tsx'],
      ['landing-main.ts'],
      ['action-plan-main.ts'],
    ]);
    const withoutEntry = Object.values(entries).map((html) => html.replace(ENTRY, ''));
    expect(new Set(withoutEntry).size).toBe(1);
  });

  it("link the server's icon, so no browser asks for /favicon.ico and logs its 404", () => {
    for (const name of ['index.html', 'landing.html', 'action-plan.html']) {
      expect(read(name), name).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    }
  });
});
