// One load run with autocannon: a fixed number of connections for a fixed time, each answer timed with autocannon's
// own sub-millisecond clock (its summary histogram rounds to whole milliseconds, too coarse for a 2 ms p50).
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Called for every request: headers and body may differ each time. */
  next(): { headers?: Record<string, string>; body?: string };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The first non-2xx answer, to say what went wrong. */
  firstFailure: string | null;
  /**
   * CPU time the server used per answered request during the measured run, microseconds (null when not watched):
   * steadier than requests/s on a shared machine, since time the server waits for a core does not count.
   */
  serverCpuUsPerRequest: number | null;
  /** Of that, kernel (system) time per request, microseconds. */
  serverSystemCpuUsPerRequest: number | null;
  /** Highest RSS of the watched process during the run, bytes (0 when none was watched). */
  peakRssBytes: number;
  seconds: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export async function runLoad(options: {
  url: string;
  request: LoadRequest;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Sampled every 200 ms while the measured run goes. */
  rss?: () => number;
  /** The watched process's CPU time so far, milliseconds. */
  cpuMs?: () => number;
  /** Of that, system time so far, milliseconds. */
  systemCpuMs?: () => number;
}): Promise<LoadResult> {
  const { request } = options;
  let firstFailure: string | null = null;
  const requests = [
    {
      method: request.method,
      path: request.path,
      setupRequest: (req: autocannon.Request) => {
        const next = request.next();
        return { ...req, headers: { ...req.headers, ...next.headers }, body: next.body };
      },
      onResponse: (status: number, body: string) => {
        if ((status < 200 || status > 299) && firstFailure === null) {
          firstFailure = `${status} ${body.slice(0, 300)}`;
        }
      },
    },
  ];
  const base = { url: options.url, connections: options.connections, requests, timeout: 30 };

  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });

  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let peakRss = 0;
  const sample = () => {
    if (options.rss) peakRss = Math.max(peakRss, options.rss());
  };
  sample();
  const sampler = setInterval(sample, 200);
  const cpuBefore = options.cpuMs?.();
  const systemBefore = options.systemCpuMs?.();
  const started = performance.now();
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolvePromise, rejectPromise) => {
    finish = resolvePromise;
    fail = rejectPromise;
  });
  const instance = autocannon({ ...base, duration: options.seconds }, (error, result) =>
    error ? fail(error) : finish(result),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode < 200 || statusCode > 299) return;
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count] = responseTime;
    count += 1;
  });
  const result = await done;
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = options.cpuMs?.();
  const systemAfter = options.systemCpuMs?.();
  clearInterval(sampler);
  sample();

  const sorted = latencies.slice(0, count).sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    requestsPerSecond: count / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    meanMs: count === 0 ? Number.NaN : sum / count,
    requests: count,
    non2xx: result.non2xx,
    errors: result.errors,
    firstFailure,
    serverCpuUsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || count === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / count,
    serverSystemCpuUsPerRequest:
      systemBefore === undefined || systemAfter === undefined || count === 0
        ? null
        : ((systemAfter - systemBefore) * 1000) / count,
    peakRssBytes: peakRss,
    seconds,
  };
}
