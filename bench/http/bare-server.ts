// The reference: a bare Fastify server (the version lms-server uses) answering a fixed small JSON, with no logger,
// hooks or database. Every server figure is also given as a ratio to this one, measured in the same run.
import Fastify from 'fastify';

export const BARE_ROUTE = '/bare';

export async function runBareServer(port: number): Promise<void> {
  const app = Fastify({ logger: false });
  app.get(BARE_ROUTE, async () => ({ ok: true, service: 'bare', version: 1 }));
  await app.listen({ port, host: '127.0.0.1' });
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
