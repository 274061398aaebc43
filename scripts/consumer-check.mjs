// The packed libraries as another team installs them (issue 31): `npm pack` of @lms/core and @lms/react into a
// temporary folder, each tarball's manifest and files checked (README, LICENSE, licence, every export's target
// shipped, every import of dist/ declared and every dependency imported), then a fresh consumer app
// (scripts/consumer-check/app: its own react-router and Redux store, the library under /learn) installs the
// tarballs, not the workspace, is type-checked with tsc and built with Vite. Needs the libraries built
// (`npm run build`). The install prefers npm's cache (--prefer-offline): the tarballs' dependencies are the
// workspace's, so a machine that installed the repository has them all; tsc and Vite are the repository's own.
//
//   node scripts/consumer-check.mjs            (part of `npm test`)
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const LIBRARIES = [
  { name: '@lms/core', dir: 'packages/lms-core' },
  { name: '@lms/react', dir: 'packages/lms-react' },
];
// What the consumer installs beside the tarballs: the peers and the types, at the versions the workspace uses.
const CONSUMER_PACKAGES = ['react', 'react-dom', 'react-router', '@reduxjs/toolkit', 'react-redux'];
const CONSUMER_TYPES = ['@types/react', '@types/react-dom'];

const problems = [];
const started = Date.now();
const step = (label) =>
  console.log(`consumer check: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
const work = mkdtempSync(join(tmpdir(), 'lms-consumer-'));

try {
  for (const { dir } of LIBRARIES) {
    if (!existsSync(join(root, dir, 'dist/index.js')))
      throw new Error(`${dir}/dist is missing: npm run build first`);
  }
  step('packing');
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--pack-destination', work, ...LIBRARIES.flatMap(({ name }) => ['-w', name])],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const packed = JSON.parse(stdout);
  for (const library of LIBRARIES) {
    const pack = packed.find((entry) => entry.name === library.name);
    if (pack === undefined) throw new Error(`npm pack made no tarball for ${library.name}`);
    library.tarball = join(work, pack.filename);
    checkManifest(library, new Set(pack.files.map((file) => file.path)));
    checkDependencies(library);
  }

  step('installing the tarballs into a fresh app');
  const app = join(work, 'app');
  cpSync(join(root, 'scripts/consumer-check/app'), app, { recursive: true });
  const version = (name) =>
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'lms-consumer-check',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(LIBRARIES.map(({ name, tarball }) => [name, `file:${tarball}`])),
        ...Object.fromEntries(CONSUMER_PACKAGES.map((name) => [name, version(name)])),
      },
      devDependencies: Object.fromEntries(CONSUMER_TYPES.map((name) => [name, version(name)])),
    }),
  );
  await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    { cwd: app, maxBuffer: 64 * 1024 * 1024 },
  );

  step('type-checking the app (tsc)');
  await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', app], { cwd: app }).catch(
    (error) => void problems.push(`tsc found errors in the consumer app:\n${error.stdout}${error.stderr}`),
  );

  step('building the app (Vite)');
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: app,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: 'dist' },
  });
  reportEntryChunk(join(app, 'dist'));
} catch (error) {
  problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  rmSync(work, { recursive: true, force: true });
}

step('done');
if (problems.length > 0) {
  console.error(`\nconsumer check failed:\n- ${problems.join('\n- ')}`);
  process.exitCode = 1;
}

/** README, LICENSE and a licence; every file an export names is in the tarball; no condition for sources only. */
function checkManifest({ name, dir }, files) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  for (const required of ['README.md', 'LICENSE', 'package.json']) {
    if (!files.has(required)) problems.push(`${name}: the tarball has no ${required}`);
  }
  if (typeof manifest.license !== 'string') problems.push(`${name}: package.json has no "license"`);
  const targets = [];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(manifest.exports);
  for (const target of targets) {
    if (!files.has(target.replace(/^\.\//, '')))
      problems.push(`${name}: export target ${target} is not in the tarball`);
  }
}

/**
 * Every package dist/ imports (code and types) is declared, as a dependency or a peer, and every dependency is
 * imported. A peer may go unimported: react-dom is there for the Radix components' sake.
 */
function checkDependencies({ name, dir }) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const dependencies = Object.keys(manifest.dependencies ?? {});
  const declared = new Set([...dependencies, ...Object.keys(manifest.peerDependencies ?? {})]);
  const imported = new Set();
  // Statements at the start of a line (`import ... from`, `export ... from`, `import 'x'`) and `import('x')`.
  const patterns = [
    /^\s*(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const file of filesUnder(join(root, dir, 'dist'))) {
    if (!/\.(js|d\.ts)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
        const parts = specifier.split('/');
        imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
      }
    }
  }
  if (imported.size === 0)
    problems.push(`${name}: found no import in dist/ (the check's patterns are wrong)`);
  for (const used of imported) {
    if (!declared.has(used))
      problems.push(`${name}: dist imports ${used}, which package.json does not declare`);
  }
  for (const dependency of dependencies) {
    if (!imported.has(dependency)) problems.push(`${name}: declares ${dependency}, which dist never imports`);
  }
}

function filesUnder(folder) {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The app's first load: the entry chunk and the chunks it imports statically, raw and gzipped. */
function reportEntryChunk(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
  ];
  let raw = 0;
  let gzipped = 0;
  for (const [, file] of scripts) {
    const body = readFileSync(join(dist, file));
    raw += body.length;
    gzipped += gzipSync(body).length;
  }
  if (scripts.length === 0)
    problems.push(`the consumer's index.html loads no script (${relative(root, dist)})`);
  console.log(
    `consumer check: first load ${scripts.length} script(s), ${(raw / 1000).toFixed(1)} kB, ${(gzipped / 1000).toFixed(1)} kB gzipped`,
  );
}
