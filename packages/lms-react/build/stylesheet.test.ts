import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeCustomProperties } from '@lms/core';
import { buildStylesheet, stylesheetSources } from './stylesheet';

const srcDir = join(import.meta.dirname, '../src');
const css = buildStylesheet(srcDir);

interface StyleRule {
  selector: string;
  body: string;
  /** Enclosing at-rules, outermost first. */
  within: string[];
}

/** A small CSS reader: enough to list every style rule with its at-rule context (the files are ours, and plain). */
function styleRules(source: string): StyleRule[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: StyleRule[] = [];
  const stack: string[] = [];
  let prelude = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{') {
      const head = prelude.trim();
      prelude = '';
      if (head.startsWith('@') || stack.some((entry) => entry.startsWith('@keyframes'))) {
        stack.push(head);
        continue;
      }
      const close = text.indexOf('}', index);
      rules.push({ selector: head, body: text.slice(index + 1, close), within: [...stack] });
      index = close;
    } else if (char === '}') {
      stack.pop();
      prelude = '';
    } else if (char === ';' && stack.length === 0) {
      prelude = '';
    } else {
      prelude += char;
    }
  }
  return rules;
}

/** Splits a selector list at top-level commas (not those inside :where(...)). */
function selectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    if (char === '(') depth++;
    if (char === ')') depth--;
    current += char;
  }
  return [...parts, current.trim()];
}

const rules = styleRules(css);

describe('lms-react.css', () => {
  it('takes the shared styles in cascade order, then the CSS files kept next to screens', () => {
    const sources = stylesheetSources(srcDir);
    expect(sources.slice(0, 2)).toEqual(['styles/reset.css', 'styles/base.css']);
    expect(sources.indexOf('styles/motion.css')).toBe(7);
    expect(sources.every((path) => path.endsWith('.css'))).toBe(true);
  });

  it('has rules to check (the reader works)', () => {
    expect(rules.length).toBeGreaterThan(50);
  });

  it('cannot leak: every selector of every style rule starts inside .lms-root', () => {
    const selectors = rules.flatMap((rule) => selectorList(rule.selector));
    const unscoped = selectors.filter((selector) => !/^(\.lms-root\b|:where\(\.lms-root\))/.test(selector));
    expect(unscoped).toEqual([]);
  });

  it('every class it styles is prefixed lms-', () => {
    const selectors = rules.flatMap((rule) => selectorList(rule.selector)).join(' ');
    const classes = [...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
    expect(classes.filter((name) => !name?.startsWith('lms-'))).toEqual([]);
  });

  it('the reset has zero specificity and sits in the lms layer, below everything else', () => {
    const reset = rules.filter((rule) => rule.within.includes('@layer lms.reset'));
    expect(reset.length).toBeGreaterThan(0);
    for (const rule of reset) expect(rule.selector.startsWith(':where(.lms-root) :where(')).toBe(true);
    expect(css.indexOf('@layer lms.reset, lms.theme;')).toBeLessThan(css.indexOf('@layer lms.reset {'));
  });

  it("declares lms-core's theme tokens as custom properties on .lms-root", () => {
    const theme = rules.find((rule) => rule.within.includes('@layer lms.theme'));
    for (const [name, value] of themeCustomProperties()) expect(theme?.body).toContain(`${name}: ${value};`);
  });

  it('spec 9: the notification area is fixed top right, below the header row, taking clicks only on notifications', () => {
    const viewport = rules.find((rule) => rule.selector === '.lms-root .lms-toast-viewport');
    expect(viewport?.body).toMatch(/position:\s*fixed/);
    // Below the header's account menu, which a notification must never cover.
    expect(viewport?.body).toMatch(/top:\s*3\.5rem/);
    expect(viewport?.body).toMatch(/right:\s*0/);
    expect(viewport?.body).toMatch(/pointer-events:\s*none/);
    const toast = rules.find((rule) => rule.selector === '.lms-root .lms-toast');
    expect(toast?.body).toMatch(/pointer-events:\s*auto/);
  });

  it('spec 9: the dialog shake lasts the theme duration (170 ms)', () => {
    const shake = rules.find((rule) => rule.selector === '.lms-root .lms-dialog--shake');
    expect(shake?.body).toContain('var(--lms-dialog-shake-duration)');
  });

  it('page transitions and the shake stop for people who prefer reduced motion', () => {
    const reduced = rules.filter((rule) => rule.within.includes('@media (prefers-reduced-motion: reduce)'));
    const stopped = reduced
      .filter((rule) => /animation:\s*none/.test(rule.body))
      .flatMap((rule) => selectorList(rule.selector));
    expect(stopped).toContain('.lms-root .lms-page');
    expect(stopped).toContain('.lms-root .lms-dialog--shake');
  });

  it('has a page animation for every transition lms-core can choose', () => {
    for (const name of ['fade', 'fade-fast', 'slide-left', 'slide-up']) {
      expect(rules.some((rule) => rule.selector === `.lms-root .lms-page--${name}`)).toBe(true);
    }
  });
});
