// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(fileURLToPath(new URL(`../${name}`, import.meta.url)), 'utf8');
const ENTRY = /<script type="module" src="\/src\/([\w-]+\.tsx?)"><\/script>/g;

describe("the host's two documents", () => {
  it('differ only in their entry script, so the product configuration and head stay the same on both', () => {
    const index = read('index.html');
    const actionPlan = read('action-plan.html');
    expect([...index.matchAll(ENTRY)].map((match) => match[1])).toEqual(['main.ts']);
    expect([...actionPlan.matchAll(ENTRY)].map((match) => match[1])).toEqual(['action-plan-main.ts']);
    expect(actionPlan.replace(ENTRY, '')).toBe(index.replace(ENTRY, ''));
  });
});
