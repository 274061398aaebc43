import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackHandlersInFlight } from '../src/http/handlers-in-flight';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('handlers in flight', () => {
  it('a shutdown can wait for a handler that outlives the server closing (its client gone)', async () => {
    const app = Fastify();
    const inFlight = trackHandlersInFlight(app);
    const started = gate();
    const release = gate();
    app.get('/slow', async () => {
      started.open();
      await release.opened;
      return { done: true };
    });
    app.get('/sync', (_request, reply) => void reply.send({ sync: true }));
    await app.ready();

    expect((await app.inject('/sync')).json()).toEqual({ sync: true });
    expect(await inFlight.settled(10)).toBe(true);

    const answer = app.inject('/slow');
    await started.opened;
    await app.close(); // injected requests hold no connection, like a client that went away
    let settled: boolean | null = null;
    const waiting = inFlight.settled(5_000).then((value) => (settled = value));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBeNull();
    release.open();
    await waiting;
    expect(settled).toBe(true);
    expect((await answer).json()).toEqual({ done: true });
  });

  it('gives up after the timeout when a handler never ends', async () => {
    const app = Fastify();
    const inFlight = trackHandlersInFlight(app);
    const started = gate();
    app.get('/stuck', async () => {
      started.open();
      await new Promise(() => undefined);
    });
    await app.ready();
    void app.inject('/stuck');
    await started.opened;
    expect(await inFlight.settled(30)).toBe(false);
  });

  it('a handler that throws is counted out', async () => {
    const app = Fastify();
    const inFlight = trackHandlersInFlight(app);
    app.get('/throws', () => {
      throw new Error('bad');
    });
    app.get('/rejects', async () => {
      throw new Error('bad');
    });
    await app.ready();
    expect((await app.inject('/throws')).statusCode).toBe(500);
    expect((await app.inject('/rejects')).statusCode).toBe(500);
    expect(await inFlight.settled(10)).toBe(true);
  });
});
