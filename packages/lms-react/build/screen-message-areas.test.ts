// Each screen loads only its own message areas (i18n/message-bundles.ts): a key of an area the screen does not
// declare would show as the raw key. Checked on the source: the t('…') keys in each screen's import closure,
// lazily imported parts included, against SCREEN_MESSAGE_AREAS; the shell (everything outside screens/) may use
// only the shell's messages, which are always there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredMessageAreas, SCREENS_FILE, screenMessageAreas, screenModules } from './screen-tables';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SRC = join(REPO, 'packages/lms-react/src');
const MESSAGES = join(SRC, 'i18n/messages');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
/** The shell's first file: what every i18n instance starts with, the action-plan frame's included. */
const BASICS = 'basics';
/** The languages shipped: the shell's files (en-US.json, fr-FR.json, ar.json). */
const LANGUAGES = readdirSync(MESSAGES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
/** Every folder of messages but the basics, by its path ('courses', 'courses/authoring'): an area or a part of one. */
const MESSAGE_AREAS = (readdirSync(MESSAGES, { recursive: true }) as string[])
  .map((path) => path.split('\\').join('/'))
  .filter((path) => path.endsWith('/en-US.json') && !path.startsWith(`${BASICS}/`))
  .map((path) => path.slice(0, -'/en-US.json'.length));

/**
 * Top-level message key -> its area: 'always' for the basics and lms-core's error sentences, 'shell' for the rest
 * of the always-loaded shell, else the area's name.
 */
const areaOfKey = new Map<string, string>([['errors', 'always']]);
for (const key of Object.keys(readJson(join(MESSAGES, 'en-US.json')))) areaOfKey.set(key, 'shell');
for (const key of Object.keys(readJson(join(MESSAGES, BASICS, 'en-US.json')))) areaOfKey.set(key, 'always');
for (const area of MESSAGE_AREAS) {
  for (const key of Object.keys(readJson(join(MESSAGES, area, 'en-US.json')))) areaOfKey.set(key, area);
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path));
}

/** The file and every relative module it imports, statically or lazily (type-only imports carry no code). */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(
    /(?:^\s*import\s+(?!type\b)[^;]*?from\s+|\bimport\(\s*)'(\.[^']+)'/gms,
  )) {
    const target = resolveModule(file, match[1]!);
    if (target !== undefined) importClosure(target, seen);
  }
  return seen;
}

/**
 * The areas of the t('…') keys in these files, but those in `loaded`; keys of no known area are reported as
 * `unknown:<key>`.
 */
function areasUsed(files: Iterable<string>, loaded: readonly string[] = ['always', 'shell']): Set<string> {
  const areas = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`"]([A-Za-z]+)/g)) {
      const area = areaOfKey.get(match[1]!) ?? `unknown:${match[1]}`;
      if (!loaded.includes(area)) areas.add(area);
    }
  }
  return areas;
}

/** Each screen of the loader table -> its module file. */
function screenFiles(): Map<string, string> {
  const registry = join(REPO, SCREENS_FILE);
  return new Map(
    [...screenModules(REPO)].map(([name, module]) => [name, resolveModule(registry, module)!] as const),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('message areas of the screens', () => {
  it('finds the screens of the loader table', () => {
    expect(screenFiles().size).toBeGreaterThan(20);
    expect(screenFiles().get('product-viewer')).toMatch(/CourseViewerPage\.tsx$/);
    expect(MESSAGE_AREAS).toContain('payments');
  });

  const declaredAreas = screenMessageAreas(REPO);
  it.each([...screenFiles()])('%s declares every area its code uses', (name, module) => {
    const declared = declaredAreas.get(name) ?? [];
    expect([...areasUsed(importClosure(module))].sort()).toEqual([...declared].sort());
  });

  it('the shell (everything outside screens/, the frame and test support) uses only the shell messages', () => {
    const shell = sourceFiles(SRC).filter((file) => {
      const path = relative(SRC, file);
      return !['screens/', 'frame/', 'test-support/'].some((folder) => path.startsWith(folder));
    });
    expect([...areasUsed(shell)]).toEqual([]);
  });

  it('the action-plan frame uses only the basics and the action-plans area it loads', () => {
    const frame = sourceFiles(join(SRC, 'frame'));
    expect(frame.length).toBeGreaterThan(3);
    expect([...areasUsed(frame, ['always'])]).toEqual(['action-plans']);
    expect(readFileSync(join(SRC, 'frame/start-action-plan-frame.ts'), 'utf8')).toContain(
      'messageAreasPending(i18n, [actionPlansMessages])',
    );
  });
});

describe('message areas of the screen folders', () => {
  const declared = declaredMessageAreas(REPO);
  const names = declared.map((area) => area.name);

  it('each folder of messages is declared once, by a screen folder (its messages.ts)', () => {
    expect(
      MESSAGE_AREAS.filter((area) => !names.includes(area)),
      'message folders that no screen folder declares in its messages.ts',
    ).toEqual([]);
    expect(
      names.filter((name) => !MESSAGE_AREAS.includes(name)),
      'message areas declared without a folder of messages',
    ).toEqual([]);
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      'message areas declared twice',
    ).toEqual([]);
  });

  it.each(declared.map((area) => [area.name, area] as const))(
    '%s loads its own file in every language',
    (name, area) => {
      expect(LANGUAGES).toContain('en-US');
      expect(area.files).toEqual(
        Object.fromEntries(LANGUAGES.map((language) => [language, `${name}/${language}.json`])),
      );
    },
  );

  it('each screen names only message areas that a folder declares', () => {
    const undeclared = [...screenMessageAreas(REPO)].flatMap(([screen, areas]) =>
      areas.filter((area) => !names.includes(area)).map((area) => `${screen}: ${area}`),
    );
    expect(undeclared, 'screens naming a message area that no screen folder declares').toEqual([]);
  });
});
