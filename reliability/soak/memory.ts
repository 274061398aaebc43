// Memory of the server process during the soak: RSS from /proc, the V8 heap in use from the server's own Prometheus
// metrics (/api/metrics answers loopback callers). "Flat" compares the last quarter of the run with the second (the
// first is warm-up: caches, JIT, connection pools filling), each by the figure a leak moves and the GC's saw-tooth
// does not: the heap by its floor (the lowest sample, just after a collection; medians of a 60-200 MiB saw-tooth
// landed wherever the teeth fell, -35 % in one run, +95 % in the next) and RSS by its peak (the footprint, which V8
// and the allocator rarely give back). Only growth fails.
import { readFileSync } from 'node:fs';
import { send } from '../harness/http';

export interface MemorySample {
  atMs: number;
  rssBytes: number;
  heapUsedBytes: number | null;
  /** Where RSS is, to tell a leak from a cache: V8's committed heap, memory outside it, and RSS by kind. */
  parts: MemoryParts;
}

export interface MemoryParts {
  heapTotalBytes: number | null;
  externalBytes: number | null;
  /** Anonymous pages (malloc, V8), file-backed pages (code, mapped files), shared memory (SQLite's -shm). */
  rssAnonBytes: number;
  rssFileBytes: number;
  rssShmemBytes: number;
}

export const MEMORY_PARTS: (keyof MemoryParts)[] = [
  'heapTotalBytes',
  'externalBytes',
  'rssAnonBytes',
  'rssFileBytes',
  'rssShmemBytes',
];

function metric(text: string, name: string): number | null {
  const value = new RegExp(`^\\w*${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(text)?.[1];
  return value === undefined ? null : Number(value);
}

/** The process's memory lines of /proc/PID/status, read once per sample (kB values in bytes; 0 when gone). */
function statusBytes(pid: number): (field: string) => number {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // The server exited: every figure reads 0, as residentBytes does.
  }
  return (field) => {
    const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1];
    return kb === undefined ? 0 : Number(kb) * 1024;
  };
}

export async function sampleMemory(base: string, pid: number, startedAt: number): Promise<MemorySample> {
  const metrics = await send(`${base}/api/metrics`, { timeoutMs: 10_000 });
  const status = statusBytes(pid);
  return {
    atMs: performance.now() - startedAt,
    rssBytes: status('VmRSS'),
    heapUsedBytes: metric(metrics.text, 'nodejs_heap_size_used_bytes'),
    parts: {
      heapTotalBytes: metric(metrics.text, 'nodejs_heap_size_total_bytes'),
      externalBytes: metric(metrics.text, 'nodejs_external_memory_bytes'),
      rssAnonBytes: status('RssAnon'),
      rssFileBytes: status('RssFile'),
      rssShmemBytes: status('RssShmem'),
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export type QuarterFigure = 'floor' | 'peak';

export interface Flatness {
  figure: QuarterFigure;
  secondQuarter: number;
  lastQuarter: number;
  /** (last - second) / second. */
  change: number;
  flat: boolean;
}

/** Samples split by time into quarters of the run; flat when the last quarter's figure is at most `tolerance` above. */
export function flatness(
  samples: { atMs: number; value: number }[],
  runMs: number,
  tolerance: number,
  figure: QuarterFigure,
): Flatness {
  const inQuarter = (q: number) =>
    samples.filter((s) => s.atMs >= (runMs * q) / 4 && s.atMs < (runMs * (q + 1)) / 4).map((s) => s.value);
  const of = (values: number[]) =>
    values.length === 0 ? Number.NaN : figure === 'floor' ? Math.min(...values) : Math.max(...values);
  const secondQuarter = of(inQuarter(1));
  const lastQuarter = of(inQuarter(3));
  const change = (lastQuarter - secondQuarter) / secondQuarter;
  return { figure, secondQuarter, lastQuarter, change, flat: Number.isFinite(change) && change <= tolerance };
}

export const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MiB`;
