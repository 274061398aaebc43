// A small HTTP load balancer in front of the server copies: each request goes to the next copy in turn (round robin,
// request by request, over keep-alive connections of its own). A copy that refuses the connection is skipped for the
// request, as a load balancer's connect failure is; a request already sent to a copy that then dies is answered 502,
// since the proxy cannot know whether the copy acted on it (the client decides whether to retry).
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  /** Requests each copy answered, by its index. */
  answeredBy: number[];
  /** Requests answered 502 because the copy went away mid-request. */
  cut: number;
  close(): Promise<void>;
}

const REFUSED = new Set(['ECONNREFUSED', 'ECONNRESET_BEFORE_SEND']);

export async function startProxy(targets: string[]): Promise<Proxy> {
  const agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: 256 }));
  let turn = 0;
  const state = { answeredBy: targets.map(() => 0), cut: 0 };

  function forward(req: IncomingMessage, body: Buffer, res: ServerResponse, index: number, tried: number) {
    const target = new URL(targets[index] as string);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: agents[index],
      },
      (answer) => {
        state.answeredBy[index] = (state.answeredBy[index] ?? 0) + 1;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (REFUSED.has(error.code ?? '') && tried + 1 < targets.length) {
        forward(req, body, res, (index + 1) % targets.length, tried + 1);
        return;
      }
      state.cut += 1;
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { status: 'UNAVAILABLE', code: 'functions/unavailable', message: 'Bad gateway' },
          }),
        );
      } else res.destroy();
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const index = turn % targets.length;
      turn += 1;
      forward(req, Buffer.concat(chunks), res, index, 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get answeredBy() {
      return state.answeredBy;
    },
    get cut() {
      return state.cut;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const agent of agents) agent.destroy();
    },
  };
}
