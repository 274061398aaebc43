// `npm test`: every check, in phases, with a summary of each phase's result and duration at the end.
// A failing phase does not stop the others (a 30-minute CI run should report every failure at once); browser tests
// are skipped only when the build they run against failed. Exits non-zero if anything failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

// CI keeps only the tail of the output, and the failures of an early phase scroll out of it: each test phase also
// writes a JSON report, and the summary at the end names every failed test with the first lines of its error.
const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// Absolute: the stories' Vitest runs from apps/storybook and resolves a relative path there.
const vitestJson = (name) =>
  `--reporter=default --reporter=json --outputFile.json=${process.cwd()}/${reports}/${name}.json`;

const run = (label, command, env = {}, prefix = null) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, {
      shell: true,
      stdio: prefix === null ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    if (prefix !== null) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
      }
    }
    // 'close', not 'exit': the prefixed lines are all written only once the child's streams have closed.
    child.on('close', (code, signal) =>
      resolve({
        label,
        ok: code === 0,
        seconds: (Date.now() - started) / 1000,
        detail: signal ?? `exit ${code}`,
      }),
    );
  });

const skipped = (label) => ({ label, ok: false, seconds: 0, detail: 'skipped: the build failed' });

const results = [];
// Static checks and the build share the first phase: the build is mostly waiting on one core, the checks on the other.
results.push(
  ...(await Promise.all([
    run('lint, format, types', 'npx run-p --aggregate-output lint format:check typecheck areas:check'),
    run('build', 'npm run build'),
  ])),
);
const built = results.find((result) => result.label === 'build').ok;
// Then two lanes side by side. The browser lane (the packed tarballs in a fresh app, scripts/consumer-check.mjs,
// then the end-to-end flows) spends most of its time waiting on pages, timers and a server: alone it kept about a
// third of two cores busy (docs/decisions.md, "CI within its time"), so the Vitest lane (unit and integration, then
// the stories) runs beside it. Its lines are prefixed so the two outputs can be told apart.
const browserLane = (async () => {
  const lane = [skipped('packed libraries'), skipped('browser end-to-end')];
  if (built) {
    lane[0] = await run('packed libraries', 'node scripts/consumer-check.mjs', {}, '[browser]');
    lane[1] = await run(
      'browser end-to-end',
      'npm run test:e2e -- --reporter=list,json',
      { PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${reports}/e2e.json` },
      '[browser]',
    );
  }
  // docs/adding-an-area.md followed in a copy of the tree (type checks and the manifests' tests, about two
  // minutes): in this lane, which finishes before the Vitest lane, so CI takes no longer for it.
  lane.push(await run('adding an area', 'npm run test:trial-area', {}, '[browser]'));
  return lane;
})();
const vitestLane = (async () => [
  await run('unit and integration', `npm run test:unit -- ${vitestJson('unit')}`),
  await run('stories', `npm run test:stories -- ${vitestJson('stories')}`),
])();
const [vitestResults, browserResults] = await Promise.all([vitestLane, browserLane]);
results.push(...vitestResults, ...browserResults);

console.log('\nnpm test, by phase:');
for (const { label, ok, seconds, detail } of results) {
  console.log(
    `  ${ok ? 'pass' : 'FAIL'}  ${label.padEnd(22)} ${seconds.toFixed(0).padStart(5)} s  ${ok ? '' : detail}`,
  );
}
const failures = [...vitestFailures('unit'), ...vitestFailures('stories'), ...playwrightFailures()];
if (failures.length > 0) {
  console.log(`\nfailed or flaky tests (${failures.length}):`);
  for (const { name, message } of failures.slice(0, 30)) {
    console.log(`  ✗ ${name}`);
    for (const line of firstLines(message)) console.log(`      ${line}`);
  }
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;

function readReport(name) {
  try {
    return JSON.parse(readFileSync(`${reports}/${name}.json`, 'utf8'));
  } catch {
    return undefined; // the phase did not get as far as writing its report; its own output says why
  }
}

function vitestFailures(name) {
  const report = readReport(name);
  const failed = [];
  for (const file of report?.testResults ?? []) {
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of tests) {
      failed.push({
        name: `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`,
        message: test.failureMessages.join('\n'),
      });
    }
    // A file that fails before its tests run (an import error, a hook) has no failed test of its own.
    if (tests.length === 0 && file.status === 'failed') {
      failed.push({ name: file.name.replace(`${process.cwd()}/`, ''), message: file.message ?? '' });
    }
  }
  return failed;
}

function playwrightFailures() {
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (last === undefined || (test.status !== 'unexpected' && test.status !== 'flaky')) continue;
        const first = test.results.find((result) => result.status !== 'passed') ?? last;
        const flaky = test.status === 'flaky' ? ' (flaky: passed on its retry)' : '';
        failed.push({
          name: `${[...titles, spec.title].join(' › ')}${flaky}`,
          message: first.error?.message ?? first.status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of readReport('e2e')?.suites ?? []) walk(suite, [suite.title]);
  return failed;
}

function firstLines(message) {
  // eslint-disable-next-line no-control-regex -- colour codes from the reporters
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 6);
}
