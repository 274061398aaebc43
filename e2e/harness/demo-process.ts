// A demo app's Node server (apps/embed-demo, apps/library-demo) as the e2e tests run it: started on a given
// origin, ready once it answers, stopped at the end of its spec.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningDemo {
  origin: string;
  stop(): Promise<void>;
}

function closed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('close', () => resolve()));
}

export async function startDemoProcess(options: {
  name: string;
  script: string;
  origin: string;
  env: Record<string, string>;
}): Promise<RunningDemo> {
  const { name, origin } = options;
  const child = spawn(process.execPath, [options.script], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString('utf8')).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${name} exited:\n${output}`);
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The ${name} did not answer ${origin}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      const done = closed(child);
      child.kill('SIGTERM');
      await done;
    },
  };
}
