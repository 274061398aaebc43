// How long the admin's enrolment report takes over HTTP, one request at a time (a report is one person waiting,
// not a crowd): a year of weeks over all courses, and two years of one course.
import { courseId, type DatasetShape } from '../data/dataset-shape';

export interface ReportTiming {
  query: string;
  runs: number;
  medianMs: number;
  maxMs: number;
  weeks: number;
  enrolments: number;
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function timeOne(url: string, token: string, data: object): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/fn/getEnrollmentReport`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as unknown;
  const elapsed = performance.now() - started;
  if (!response.ok)
    throw new Error(`getEnrollmentReport answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms: elapsed, body };
}

export async function timeReports(
  url: string,
  adminToken: string,
  shape: DatasetShape,
  runs: number,
): Promise<ReportTiming[]> {
  const queries = [
    {
      query: 'all courses, last 52 weeks',
      data: { from: isoDay(shape.now - 364 * DAY), to: isoDay(shape.now) },
    },
    {
      query: 'one course, last 104 weeks',
      data: { from: isoDay(shape.now - 728 * DAY), to: isoDay(shape.now), courseId: courseId(3) },
    },
  ];
  const timings: ReportTiming[] = [];
  for (const { query, data } of queries) {
    await timeOne(url, adminToken, data); // first call warms the caches, as any later visit finds them
    const times: number[] = [];
    let last: unknown;
    for (let i = 0; i < runs; i += 1) {
      const { ms, body } = await timeOne(url, adminToken, data);
      times.push(ms);
      last = body;
    }
    times.sort((a, b) => a - b);
    const result = (last as { result?: { weeks?: unknown[]; totals?: { enrolled?: number } } }).result;
    timings.push({
      query,
      runs,
      medianMs: times[Math.floor(times.length / 2)] ?? Number.NaN,
      maxMs: times.at(-1) ?? Number.NaN,
      weeks: result?.weeks?.length ?? 0,
      enrolments: result?.totals?.enrolled ?? 0,
    });
  }
  return timings;
}
