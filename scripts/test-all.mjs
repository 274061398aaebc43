// `npm test`: every check, in phases, with a summary of each phase's result and duration at the end.
// A failing phase does not stop the others (a 30-minute CI run should report every failure at once); browser tests
// are skipped only when the build they run against failed. Exits non-zero if anything failed.
import { spawn } from 'node:child_process';

const run = (label, command) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      resolve({
        label,
        ok: code === 0,
        seconds: (Date.now() - started) / 1000,
        detail: signal ?? `exit ${code}`,
      }),
    );
  });

const results = [];
// Static checks and the build share the first phase: the build is mostly waiting on one core, the checks on the other.
results.push(
  ...(await Promise.all([
    run('lint, format, types', 'npx run-p --aggregate-output lint format:check typecheck'),
    run('build', 'npm run build'),
  ])),
);
const built = results.find((result) => result.label === 'build').ok;
results.push(await run('unit and integration', 'npm run test:unit'));
results.push(await run('stories', 'npm run test:stories'));
results.push(
  built
    ? await run('browser end-to-end', 'npm run test:e2e')
    : { label: 'browser end-to-end', ok: false, seconds: 0, detail: 'skipped: the build failed' },
);

console.log('\nnpm test, by phase:');
for (const { label, ok, seconds, detail } of results) {
  console.log(
    `  ${ok ? 'pass' : 'FAIL'}  ${label.padEnd(22)} ${seconds.toFixed(0).padStart(5)} s  ${ok ? '' : detail}`,
  );
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
