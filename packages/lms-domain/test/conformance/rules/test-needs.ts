// A test that needs something of the host its group's other tests do not (the built-in identity provider, ports
// swapped in the suite's context, a feature): declared with `itNeeding(traits, need)` in place of `it`, it runs on a
// host that has it and is declared skipped on the others, its title saying what they lack. (A group whose every
// test needs it says so once, with `export const needs`: index.ts.)
import { it, type TestFunction } from 'vitest';
import { meets, needWords, type ConformanceNeed, type ConformanceTraits } from '../host';

export type RuleTest = (name: string, fn: TestFunction, timeout?: number) => void;

export function itNeeding(traits: ConformanceTraits, ...needs: readonly ConformanceNeed[]): RuleTest {
  const missing = needs.filter((need) => !meets(traits, need));
  if (missing.length === 0) return it;
  const lacking = missing.map(needWords).join(', ');
  return (name, fn, timeout) => it.skip(`${name} (needs ${lacking})`, fn, timeout);
}
