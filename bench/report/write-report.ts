// Writes bench/results/latest.md and latest.json (plus a dated copy of the JSON, ignored by git) and prints the
// same table to the console.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteBundle } from '../bundles';
import type { FirebaseCallableFigures } from '../firebase';
import type { SuiteResult } from '../http/http-suite';
import type { LighthousePage } from '../lighthouse';
import type { Check } from '../targets';

export interface BenchReport {
  startedAt: string;
  durationSeconds: number;
  commit: string;
  machine: { cpus: number; node: string; platform: string };
  settings: Record<string, unknown>;
  checks: Check[];
  suites: SuiteResult[];
  bundles: RouteBundle[];
  /** The same pages in the Firebase build of the host app (apps/host/dist-firebase). */
  firebaseBundles: RouteBundle[] | { skipped: string };
  /** The Firebase host's callables on the emulators (bench/firebase.ts). */
  firebaseCallables: FirebaseCallableFigures | { skipped: string };
  embedScript: { gzipBytes: number | null };
  lighthouse: LighthousePage[] | { skipped: string };
  notes: string[];
}

const STATUS_MARK: Record<Check['status'], string> = {
  pass: 'PASS',
  miss: 'MISS',
  fail: 'FAIL',
  info: '-',
  'not built yet': 'not built yet',
  'not run': 'NOT RUN',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function markdownReport(report: BenchReport): string {
  const lines: string[] = [
    '# Benchmark results',
    '',
    `Run ${report.startedAt} on commit ${report.commit}, ${report.machine.cpus} cores, Node ${report.machine.node}; ` +
      `${report.durationSeconds.toFixed(0)} s in all.`,
    '',
    `Settings: ${Object.entries(report.settings)
      .map(([key, value]) => `${key} ${JSON.stringify(value)}`)
      .join(', ')}.`,
    '',
  ];
  let group = '';
  for (const check of report.checks) {
    if (check.group !== group) {
      group = check.group;
      lines.push(
        '',
        `## ${group}`,
        '',
        '| Figure | Value | Target | Limit | Status |',
        '|---|---|---|---|---|',
      );
    }
    lines.push(
      `| ${cell(check.figure)} | ${cell(check.value)} | ${cell(check.target)} | ${cell(check.limit)} | ${STATUS_MARK[check.status]} |`,
    );
  }
  lines.push('', '## Data sets', '', '| Data set | Rows | Generated in |', '|---|---|---|');
  for (const suite of report.suites) {
    const rows = Object.entries(suite.rows)
      .map(([table, count]) => `${table} ${count?.toLocaleString('en-US')}`)
      .join(', ');
    lines.push(`| ${suite.label} | ${rows} | ${suite.fillSeconds.toFixed(1)} s |`);
  }
  if (report.notes.length > 0) lines.push('', '## Notes', '', ...report.notes.map((note) => `- ${note}`));
  return lines.join('\n') + '\n';
}

export function consoleTable(checks: Check[]): string {
  const rows = checks.map((check) => [
    check.group,
    check.figure,
    check.value,
    check.target,
    check.limit,
    STATUS_MARK[check.status],
  ]);
  const header = ['Group', 'Figure', 'Value', 'Target', 'Limit', 'Status'];
  const widths = header.map((title, i) =>
    Math.min(60, Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0))),
  );
  const format = (row: string[]) => row.map((text, i) => text.padEnd(widths[i] ?? 0)).join('  ');
  return [format(header), ...rows.map(format)].join('\n');
}

export function writeReport(resultsDir: string, report: BenchReport): { markdown: string; json: string } {
  mkdirSync(resultsDir, { recursive: true });
  const markdown = join(resultsDir, 'latest.md');
  const json = join(resultsDir, 'latest.json');
  const text = JSON.stringify(report, null, 2) + '\n';
  writeFileSync(markdown, markdownReport(report));
  writeFileSync(json, text);
  writeFileSync(join(resultsDir, `run-${report.startedAt.replace(/[:.]/g, '-')}.json`), text);
  return { markdown, json };
}
