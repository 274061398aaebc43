// The action-plan page function Hosting rewrites `/action-plan/{stepId}` to: the Firebase build's document with the
// framing policy of the moment (the embedding origins an administrator keeps), and nothing else answered there.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DomainContext } from '@lms/domain';
import { openMemoryDomain } from '@lms/domain/conformance/memory-domain';
import type { Request } from 'firebase-functions/v2/https';
import { actionPlanPageHandler } from '../../src/hosting/action-plan-page';
import { recordingResponse } from '../support/recording-response';

const DOCUMENT = '<!doctype html><title>Step</title><div id="root"></div>';

let ctx: DomainContext;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ ctx, close } = await openMemoryDomain({ identity: null as never }));
  ctx = {
    ...ctx,
    config: { ...ctx.config, publicUrl: 'https://learn.example', embedOrigins: ['https://partner.example'] },
  };
});
afterEach(async () => {
  await close();
});

/** The handler's answer to `method url`. */
async function answerTo(handler: ReturnType<typeof actionPlanPageHandler>, method: string, url: string) {
  const { answer, response } = recordingResponse<string>();
  await handler({ method, originalUrl: url } as Request, response);
  return answer;
}

describe('the action-plan page function', () => {
  it("sends the build's document, framable by this site and the allowed origins only", async () => {
    const asked: string[] = [];
    const handler = actionPlanPageHandler(async () => ctx, {
      fetch: async (url) => {
        asked.push(String(url));
        return new Response(DOCUMENT, { status: 200 });
      },
    });
    await ctx.db
      .insertInto('embed_origins')
      .values({ origin: 'https://added.example', created_at: 0 })
      .execute();

    const step = await answerTo(handler, 'GET', '/action-plan/step-1?lang=fr');
    expect(step.status).toBe(200);
    expect(step.body).toBe(DOCUMENT);
    expect(step.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://added.example https://partner.example",
    );
    expect(step.headers['cache-control']).toBe('no-store');
    expect(step.headers['x-frame-options']).toBeUndefined();

    await answerTo(handler, 'GET', '/action-plan/step-2');
    expect(asked).toEqual(['https://learn.example/action-plan.html']);
  });

  it('answers nothing but one step address, and only to GET and HEAD', async () => {
    const handler = actionPlanPageHandler(async () => ctx, {
      fetch: async () => new Response(DOCUMENT, { status: 200 }),
    });
    expect((await answerTo(handler, 'GET', '/action-plan/step-1/more')).status).toBe(404);
    expect((await answerTo(handler, 'GET', '/action-plan/..')).status).toBe(404);
    const post = await answerTo(handler, 'POST', '/action-plan/step-1');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await answerTo(handler, 'HEAD', '/action-plan/step-1');
    expect(head).toMatchObject({ status: 200, body: '' });
  });

  it('says the page is not available, and asks the site again next time, when the document cannot be read', async () => {
    let available = false;
    const handler = actionPlanPageHandler(async () => ctx, {
      fetch: async () => (available ? new Response(DOCUMENT) : new Response('gone', { status: 404 })),
    });
    const failed = await answerTo(handler, 'GET', '/action-plan/step-1');
    expect(failed.status).toBe(503);
    expect(failed.headers['content-security-policy']).toBeUndefined();
    available = true;
    expect((await answerTo(handler, 'GET', '/action-plan/step-1')).body).toBe(DOCUMENT);
  });

  it("lets a demo project's page reach the emulators it names", async () => {
    const handler = actionPlanPageHandler(async () => ctx, {
      fetch: async () => new Response(DOCUMENT),
      emulatorOrigins: ['http://127.0.0.1:9099'],
    });
    const policy = (await answerTo(handler, 'GET', '/action-plan/step-1')).headers['content-security-policy'];
    expect(policy).toMatch(/connect-src 'self' [^;]* http:\/\/127\.0\.0\.1:9099/);
    expect(policy).toMatch(/frame-src 'self' [^;]* http:\/\/127\.0\.0\.1:9099/);
  });
});
