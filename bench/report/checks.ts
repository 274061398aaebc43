// Turns the measurements into the report's rows: each figure beside its target and its limit.
import type { RouteBundle } from '../bundles';
import type { SuiteResult } from '../http/http-suite';
import type { LoadResult } from '../http/load';
import type { ScenarioName } from '../http/scenarios';
import type { LighthousePage } from '../lighthouse';
import { TARGETS, atLeast, below, kB, mib, ms, perSecond, withinBudget, type Check } from '../targets';

const READS: ScenarioName[] = ['catalogue', 'course-detail', 'my-enrolments', 'certificate-verify'];
export const SCENARIO_LABELS: Record<ScenarioName, string> = {
  bare: 'bare Fastify route',
  catalogue: 'catalogue (listCourses)',
  'course-detail': 'course detail (getCourse)',
  'my-enrolments': 'my enrolments (listMyEnrollments)',
  'progress-update': 'progress update (recordLessonProgress)',
  'sign-in': 'password sign-in',
  'certificate-verify': 'certificate verification, signed out (verifyCertificate)',
};

export function httpChecks(suite: SuiteResult): Check[] {
  const checks: Check[] = [];
  for (const [name, result] of Object.entries(suite.scenarios) as [ScenarioName, LoadResult][]) {
    const label = SCENARIO_LABELS[name];
    // The bare route measured right before this scenario (http-suite.ts).
    const bare = suite.bareFor[name];
    if (bare === undefined) continue;
    const ratio = result.requestsPerSecond / bare.requestsPerSecond;
    const broken = result.non2xx + result.errors > 0;
    const wanted = READS.includes(name)
      ? TARGETS.readRatio
      : name === 'progress-update'
        ? TARGETS.progressRatio
        : null;
    checks.push({
      group: suite.label,
      figure: `${label}: throughput`,
      value: `${perSecond(result.requestsPerSecond)} (${ratio.toFixed(2)}x bare)`,
      target:
        wanted === null ? 'none: scrypt-bound by design (N=2^14, ~45 ms CPU each)' : `>= ${wanted}x bare`,
      limit: `bare just before: ${perSecond(bare.requestsPerSecond)}`,
      status: broken ? 'fail' : wanted === null ? 'info' : atLeast(ratio, wanted),
    });
    checks.push({
      group: suite.label,
      figure: `${label}: latency p50 / p99`,
      value: `${ms(result.p50Ms)} / ${ms(result.p99Ms)}`,
      target: name === 'sign-in' ? 'none (see above)' : `p99 < ${TARGETS.p99Ms} ms`,
      limit: `bare just before: ${ms(bare.p50Ms)} / ${ms(bare.p99Ms)}`,
      status: broken ? 'fail' : name === 'sign-in' ? 'info' : below(result.p99Ms, TARGETS.p99Ms),
    });
    if (broken) {
      checks.push({
        group: suite.label,
        figure: `${label}: failed requests`,
        value: `${result.non2xx} non-2xx, ${result.errors} errors`,
        target: '0',
        limit: '0',
        status: 'fail',
      });
    }
  }
  if (suite.certificatePdf !== null) {
    const pdf = suite.certificatePdf;
    checks.push({
      group: suite.label,
      figure: `certificate PDF (downloadCertificatePdf, one at a time, ${pdf.runs} PDFs)`,
      value: `${ms(pdf.cpuMsPerPdf)} server CPU each; median ${ms(pdf.medianMs)}, max ${ms(pdf.maxMs)}; ${kB(pdf.pdfBytes)}`,
      target: 'none set',
      limit: '-',
      status: 'info',
    });
  }
  checks.push({
    group: suite.label,
    figure: 'start-up: `lms start` to first answered request',
    value: ms(suite.startupMs),
    target: 'none set',
    limit: '-',
    status: 'info',
  });
  checks.push({
    group: suite.label,
    figure: 'server memory (RSS): idle / peak under load',
    value: `${mib(suite.idleRssBytes)} / ${mib(suite.peakRssBytes)}`,
    target: 'none set',
    limit: '-',
    status: 'info',
  });
  return checks;
}

/**
 * Per-request cost = bare req/s / scenario req/s, each with the bare route measured just before it (machine noise
 * cancels); 10x over 1x must stay under 2.
 */
export function growthChecks(one: SuiteResult, ten: SuiteResult): Check[] {
  const checks: Check[] = [];
  for (const name of Object.keys(one.scenarios) as ScenarioName[]) {
    const a = one.scenarios[name];
    const b = ten.scenarios[name];
    const bareOne = one.bareFor[name];
    const bareTen = ten.bareFor[name];
    if (!a || !b || !bareOne || !bareTen) continue;
    const costOne = bareOne.requestsPerSecond / a.requestsPerSecond;
    const costTen = bareTen.requestsPerSecond / b.requestsPerSecond;
    const growth = costTen / costOne;
    checks.push({
      group: `Growth ${one.label} -> ${ten.label}`,
      figure: `${SCENARIO_LABELS[name]}: per-request cost 10x / 1x`,
      value: `${growth.toFixed(2)}x (raw ${perSecond(a.requestsPerSecond)} -> ${perSecond(b.requestsPerSecond)})`,
      target: `< ${TARGETS.growthCost}x`,
      limit: 'cost counted in bare-route requests',
      status: below(growth, TARGETS.growthCost),
    });
  }
  return checks;
}

export function reportChecks(suite: SuiteResult, timed: boolean): Check[] {
  return suite.reports.map((report) => ({
    group: suite.label,
    figure: `enrolment report (${report.query}, ${report.weeks} weeks, ${report.enrolments.toLocaleString('en-US')} enrolments): median / max of ${report.runs}`,
    value: `${ms(report.medianMs)} / ${ms(report.maxMs)}`,
    target: timed ? `median < ${TARGETS.reportMs} ms` : `< ${TARGETS.reportMs} ms at 10x`,
    limit: '-',
    status: timed ? below(report.medianMs, TARGETS.reportMs) : 'info',
  }));
}

const BUNDLES = 'Bundles (gzipped JS + CSS)';

function bundleValue(bundle: RouteBundle): string {
  if (bundle.gzipBytes === null) return 'not built yet';
  const later = bundle.laterGzipBytes > 0 ? ` (+${kB(bundle.laterGzipBytes)} loaded on demand)` : '';
  return `${kB(bundle.gzipBytes)}${later}; raw ${kB(bundle.rawBytes ?? 0)}`;
}

/** A Firebase build's page: figures only, no budget yet (issue 33). */
function firebaseCheck(bundle: RouteBundle, figure: string): Check {
  return {
    group: BUNDLES,
    figure,
    value: bundleValue(bundle),
    target: 'no budget (Firebase build)',
    limit: '-',
    status: bundle.gzipBytes === null ? 'not built yet' : 'info',
  };
}

/** Each self-hosted page, then the same page in the Firebase build, then the Firebase build's own extra pages. */
export function bundleChecks(
  bundles: RouteBundle[],
  embed: { gzipBytes: number | null },
  firebase: RouteBundle[] | { skipped: string },
): Check[] {
  const budgets: Record<string, number | undefined> = {
    landing: TARGETS.landingBudgetBytes,
    'action-plan frame': TARGETS.actionPlanBudgetBytes,
  };
  const firebasePages = 'skipped' in firebase ? [] : firebase;
  const checks: Check[] = bundles.flatMap((bundle) => {
    const budget = budgets[bundle.route];
    const selfHosted: Check = {
      group: BUNDLES,
      figure: bundle.route,
      value: bundleValue(bundle),
      target: budget === undefined ? 'no budget' : `<= ${kB(budget)}`,
      limit: budget === undefined ? '-' : `${kB(budget)} (fails the run)`,
      status:
        bundle.gzipBytes === null
          ? 'not built yet'
          : budget === undefined
            ? 'info'
            : withinBudget(bundle.gzipBytes, budget),
    };
    const same = firebasePages.find((page) => page.route === bundle.route);
    return same ? [selfHosted, firebaseCheck(same, `${bundle.route}, Firebase build`)] : [selfHosted];
  });
  const selfHostedRoutes = new Set(bundles.map((bundle) => bundle.route));
  for (const page of firebasePages.filter((page) => !selfHostedRoutes.has(page.route)))
    checks.push(firebaseCheck(page, `Firebase build: ${page.route}`));
  if ('skipped' in firebase) {
    checks.push({
      group: BUNDLES,
      figure: 'Firebase build',
      value: firebase.skipped,
      target: '-',
      limit: '-',
      status: 'not built yet',
    });
  }
  checks.push({
    group: BUNDLES,
    figure: '/embed.js',
    value: embed.gzipBytes === null ? 'not built yet' : kB(embed.gzipBytes),
    target: `<= ${kB(TARGETS.embedBudgetBytes)}`,
    limit: `${kB(TARGETS.embedBudgetBytes)} (fails the run)`,
    status:
      embed.gzipBytes === null ? 'not built yet' : withinBudget(embed.gzipBytes, TARGETS.embedBudgetBytes),
  });
  return checks;
}

export function lighthouseChecks(pages: LighthousePage[] | { skipped: string }): Check[] {
  if ('skipped' in pages) {
    return [
      {
        group: 'Lighthouse (mobile)',
        figure: 'landing, catalogue, viewer',
        value: `not run: ${pages.skipped}`,
        target: '-',
        limit: '-',
        status: 'not run',
      },
    ];
  }
  return pages.map((page) => ({
    group: 'Lighthouse (mobile)',
    figure: `${page.page} (${page.path}): performance score / LCP`,
    value:
      page.error !== undefined && page.performanceScore === null
        ? `failed: ${page.error}`
        : `${page.performanceScore ?? '?'} / ${page.lcpMs === null ? '?' : ms(page.lcpMs)}`,
    target: `Lighthouse "good": >= ${TARGETS.lighthouseGoodScore} / <= ${ms(TARGETS.lighthouseGoodLcpMs)}`,
    limit: '-',
    status:
      page.performanceScore === null || page.lcpMs === null
        ? 'fail'
        : page.performanceScore >= TARGETS.lighthouseGoodScore && page.lcpMs <= TARGETS.lighthouseGoodLcpMs
          ? 'pass'
          : 'miss',
  }));
}
