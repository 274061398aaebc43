// Route handlers still running. Fastify's close() ends once every connection has ended, but a handler whose client
// went away keeps running, and using the database, after that: a shutdown waits for them before it closes the
// database, instead of failing them halfway ("driver has already been destroyed").
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

export interface HandlersInFlight {
  /** How many run now (a metric: requests piling up show a slow database or a slow provider). */
  count(): number;
  /** Resolves true once no handler runs, or false if some still do after `timeoutMs`. */
  settled(timeoutMs: number): Promise<boolean>;
}

const tracked = new WeakMap<FastifyInstance, HandlersInFlight>();

/** The handlers in flight of an app built with `trackHandlersInFlight`. */
export function handlersInFlightOf(app: FastifyInstance): HandlersInFlight | undefined {
  return tracked.get(app);
}

/** Counts every route's handler from its call until its promise settles; add before any route. */
export function trackHandlersInFlight(app: FastifyInstance): HandlersInFlight {
  let running = 0;
  let waiters: (() => void)[] = [];
  const done = () => {
    running -= 1;
    if (running > 0) return;
    const woken = waiters;
    waiters = [];
    woken.forEach((wake) => wake());
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    // Not async itself: a handler that answers through `reply` and returns nothing must keep doing so.
    route.handler = function (this: FastifyInstance, request, reply) {
      running += 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        done();
        throw error;
      }
      if (result instanceof Promise) return result.finally(done);
      done();
      return result;
    } as RouteHandlerMethod;
  });
  const inFlight: HandlersInFlight = {
    count: () => running,
    settled: (timeoutMs) =>
      running === 0
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const timer = setTimeout(() => resolve(false), timeoutMs);
            waiters.push(() => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
  };
  tracked.set(app, inFlight);
  return inFlight;
}
