// Gzipped JavaScript and CSS each page needs before it can show anything: the entry chunk with everything it imports
// statically, the route's screen chunk (loaded by the router) with its static imports and stylesheets, and the en-US
// files of the screen's message areas (loaded with it). Chunks a screen loads later on its own (a lazily loaded
// editor, say) are listed apart. Routes come from lms-react's screen registry, chunks from the Vite manifest of
// apps/host/dist, and again of apps/host/dist-firebase for the Firebase build's figures. Two pages are drawn without
// React by their document's entry itself (plainDocumentBundle): the framed action-plan step (action-plan.html), and a
// signed-out visitor's first look at the landing page (landing.html).
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { screenMessageAreas, screenModules } from '../packages/lms-react/build/screen-tables';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  /** Null when the route has no screen yet. */
  gzipBytes: number | null;
  /** The same files uncompressed: what the browser parses. */
  rawBytes: number | null;
  files: string[];
  /** Gzipped bytes of chunks the screen may load afterwards (not counted above). */
  laterGzipBytes: number;
  note?: string;
}

const SCREENS_FROM_HOST = '../../packages/lms-react/src/screens';
const MESSAGES_FROM_HOST = '../../packages/lms-react/src/i18n/messages';
/** The language a first visit gets: its area files load with the screen. */
const FIRST_VISIT_LANGUAGE = 'en-US';

export function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

function manifestKeyOf(manifest: Manifest, screenModule: string): string | undefined {
  const base = posix.join(SCREENS_FROM_HOST, screenModule);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((key) => key in manifest);
}

/** Files of `keys` and everything they import statically; dynamic imports are collected apart. */
function staticClosure(manifest: Manifest, keys: string[]): { files: Set<string>; dynamic: Set<string> } {
  const files = new Set<string>();
  const dynamic = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) dynamic.add(lazy);
  };
  keys.forEach(visit);
  return { files, dynamic };
}

/** A page of `files`, with what the chunks `lazy` (and their static imports) add later as its on-demand part. */
function measured(
  distDir: string,
  manifest: Manifest,
  label: string,
  files: Set<string>,
  lazy: Iterable<string>,
): RouteBundle {
  const later = new Set<string>();
  for (const key of lazy) {
    for (const file of staticClosure(manifest, [key]).files) if (!files.has(file)) later.add(file);
  }
  const size = (some: Iterable<string>, of: (bytes: Buffer) => number) => {
    let total = 0;
    for (const file of some) total += of(readFileSync(join(distDir, file)));
    return total;
  };
  return {
    route: label,
    gzipBytes: size(files, gzipSize),
    rawBytes: size(files, (bytes) => bytes.length),
    files: [...files].sort(),
    laterGzipBytes: size(later, gzipSize),
  };
}

export const manifestPath = (distDir: string) => join(distDir, '.vite', 'manifest.json');

export function readManifest(distDir: string): Manifest {
  const path = manifestPath(distDir);
  if (!existsSync(path))
    throw new Error(`No Vite manifest at ${path}: build the host app first (npm run build).`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The React app of the host documents that draw a page without React, the chunk their entry loads lazily for every
 * other visit (index.html's entry imports its app statically).
 */
const REACT_APPS: Record<string, string> = {
  'landing.html': 'src/main-app.tsx',
  'action-plan.html': 'src/action-plan-app.tsx',
};

/**
 * The manifest's key of the chunk holding `source`: the source itself, or, when the bundler merged it into a chunk
 * it shares with another entry, that chunk's key (`_main-app-<hash>.js`).
 */
export function chunkKeyOf(manifest: Manifest, source: string): string | undefined {
  if (source in manifest) return source;
  const name = posix.basename(source).replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find((key) => new RegExp(`^_${name}-[\\w-]+\\.js$`).test(key));
}

function reactAppOf(manifest: Manifest, document: string): string {
  if (manifest[document]?.isEntry !== true) throw new Error(`The Vite manifest has no entry ${document}`);
  const app = REACT_APPS[document];
  const key = app === undefined ? undefined : chunkKeyOf(manifest, app);
  if (key === undefined) throw new Error(`The Vite manifest has no React app for ${document}`);
  return key;
}

/**
 * A page `document`'s entry draws itself, without React: the framed action-plan step (action-plan.html,
 * @lms/react/frame, with the en-US file of the action-plans area) and a signed-out first visit to the landing page
 * (landing.html, @lms/react/landing, its texts in the entry). Its later chunks are those it imports lazily (the
 * Markdown parser, the API contract), not the React app the same entry loads for other visits.
 */
export function plainDocumentBundle(
  distDir: string,
  manifest: Manifest,
  label: string,
  document: string,
  messageAreas: readonly string[] = [],
): RouteBundle {
  const reactApp = reactAppOf(manifest, document);
  const messages = messageAreas.map((area) => `${MESSAGES_FROM_HOST}/${area}/${FIRST_VISIT_LANGUAGE}.json`);
  const missing = messages.find((key) => !(key in manifest));
  if (missing !== undefined) throw new Error(`The Vite manifest has no chunk for ${missing}`);
  const page = staticClosure(manifest, [document, ...messages]);
  const lazy = [...page.dynamic].filter((key) => key !== reactApp && !key.endsWith('.json'));
  return measured(distDir, manifest, label, page.files, lazy);
}

/**
 * `document` is the host's HTML page the server answers the route with: index.html, or action-plan.html for an
 * action-plan step (lms-server's static-files.ts).
 */
export function routeBundle(
  repoRoot: string,
  distDir: string,
  manifest: Manifest,
  route: string,
  label: string,
  document = 'index.html',
): RouteBundle {
  if (manifest[document]?.isEntry !== true) throw new Error(`The Vite manifest has no entry ${document}`);
  // Drawn by the React app: on a document whose entry loads it lazily, it counts too.
  const reactApp = document in REACT_APPS ? reactAppOf(manifest, document) : undefined;
  const screen = screenModules(repoRoot).get(route);
  const screenKey = screen === undefined ? undefined : manifestKeyOf(manifest, screen);
  if (screenKey === undefined) {
    return {
      route: label,
      gzipBytes: null,
      rawBytes: null,
      files: [],
      laterGzipBytes: 0,
      note: 'not built yet',
    };
  }
  const messageKeys = (screenMessageAreas(repoRoot).get(route) ?? []).map(
    (area) => `${MESSAGES_FROM_HOST}/${area}/${FIRST_VISIT_LANGUAGE}.json`,
  );
  const missing = messageKeys.find((key) => !(key in manifest));
  if (missing !== undefined) throw new Error(`The Vite manifest has no chunk for ${missing}`);
  const page = staticClosure(manifest, [
    document,
    ...(reactApp ? [reactApp] : []),
    screenKey,
    ...messageKeys,
  ]);
  // The entry's own lazy imports are the route screens and on-demand parts: only the screen's count as "later".
  const screenOnly = staticClosure(manifest, [screenKey]);
  return measured(distDir, manifest, label, page.files, screenOnly.dynamic);
}

/** The pages measured in each build of the host app (apps/host/dist, and dist-firebase for the Firebase build). */
export function hostBundles(repoRoot: string, distDir: string): RouteBundle[] {
  const manifest = readManifest(distDir);
  return [
    // A signed-out first visit (what Lighthouse loads too); the React landing a signed-in visitor gets is the
    // catalogue's size give or take its screen.
    plainDocumentBundle(distDir, manifest, 'landing', 'landing.html'),
    routeBundle(repoRoot, distDir, manifest, 'products', 'catalogue'),
    routeBundle(repoRoot, distDir, manifest, 'product-viewer', 'course viewer'),
    plainDocumentBundle(distDir, manifest, 'action-plan frame', 'action-plan.html', ['action-plans']),
  ];
}

/**
 * The Firebase build's pages, labelled as the self-hosted ones; null
 * when it has not been built (`npm run build:firebase -w @lms/host`).
 */
export function firebaseBundles(repoRoot: string, distDir: string): RouteBundle[] | null {
  if (!existsSync(manifestPath(distDir))) return null;
  // Hosting serves `/` with the landing document too (apps/host/build/hosting-documents.ts).
  return hostBundles(repoRoot, distDir);
}
