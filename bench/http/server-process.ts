// A server process under test: `lms start` from the production build, or the bare Fastify process. Measures the
// time from spawning to the first answered request and samples the resident memory (RSS) while load runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { once } from 'node:events';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Spawn to first HTTP answer, milliseconds. */
  startupMs: number;
  /** Resident set size now, bytes (Linux /proc). */
  rss(): number;
  /** CPU time the process has used so far (user + system), milliseconds (Linux /proc). */
  cpuMs(): number;
  /** Of that, the time spent in the kernel (system time: sockets, files), milliseconds. */
  systemCpuMs(): number;
  stop(): Promise<void>;
}

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'GET', timeout: 1000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}

export function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? 0 : Number(kb) * 1024;
  } catch {
    return 0;
  }
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms on Linux). */
export function cpuMilliseconds(pid: number): number {
  const times = cpuTimes(pid);
  return times.userMs + times.systemMs;
}

/** stime alone: on loopback, a write's system time includes delivering it to the client's socket. */
export function systemCpuMilliseconds(pid: number): number {
  return cpuTimes(pid).systemMs;
}

function cpuTimes(pid: number): { userMs: number; systemMs: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { userMs: Number(fields[11]) * 10, systemMs: Number(fields[12]) * 10 };
  } catch {
    return { userMs: 0, systemMs: 0 };
  }
}

export async function startProcess(options: {
  args: string[];
  env: Record<string, string>;
  port: number;
  logFile: string;
  /** A path every build of the server answers, even with an empty database. */
  probePath: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, options.args, {
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  const exit = once(child, 'exit').then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = started + (options.timeoutMs ?? 60_000);
  while (!(await answers(url + options.probePath))) {
    if (exited) throw new Error(`The server exited before answering; see ${options.logFile}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `The server did not answer within ${options.timeoutMs ?? 60_000} ms; see ${options.logFile}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startupMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    startupMs,
    rss: () => residentBytes(pid),
    cpuMs: () => cpuMilliseconds(pid),
    systemCpuMs: () => systemCpuMilliseconds(pid),
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exit;
        clearTimeout(timer);
      }
      log.end();
    },
  };
}
