import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBoot, silentLogger } from '@lms/core';
import { hostBootSteps, reloadUrl, type HostSetup } from './boot-steps';
import { serverBackend } from './server-backend';

function productElement(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'lms-product-config';
  script.textContent = json;
  document.head.append(script);
  return script;
}

function serverAnswersVersion(version: string) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ version }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('host boot steps (spec section 4)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById('lms-product-config')?.remove();
  });

  it('runs the three steps in order, then mounts with the back end and product configuration', async () => {
    productElement('{"productName":"Academy"}');
    const fetch = serverAnswersVersion('1.4.2');
    const setup: HostSetup = {};
    const mount = vi.fn();
    const steps = hostBootSteps(
      setup,
      'https://lms.example.org',
      serverBackend,
      () => 'https://lms.example.org/courses',
    );
    const outcome = await runBoot(steps, { logger: silentLogger, navigate: vi.fn(), mount });
    expect(steps.map((step) => step.name)).toEqual(['http-client', 'product', 'version']);
    expect(outcome).toEqual({ mounted: true });
    expect(mount).toHaveBeenCalledTimes(1);
    expect(typeof setup.backend).toBe('function');
    expect(setup.product?.productName).toBe('Academy');
    expect(fetch).toHaveBeenCalledWith('https://lms.example.org/api/version', expect.anything());
  });

  it('a bundle older than the server redirects to a reload address and is not mounted', async () => {
    productElement('{"productName":"Academy"}');
    serverAnswersVersion('1.5.0');
    const navigate = vi.fn();
    const mount = vi.fn();
    const steps = hostBootSteps(
      {},
      'https://lms.example.org',
      serverBackend,
      () => 'https://lms.example.org/courses?x=1',
    );
    const outcome = await runBoot(steps, { logger: silentLogger, navigate, mount });
    expect(navigate).toHaveBeenCalledWith('https://lms.example.org/courses?x=1&lms-reload=1.5.0');
    expect(outcome).toMatchObject({ mounted: false, byStep: 'version' });
    expect(mount).not.toHaveBeenCalled();
  });

  it('a failing step (no product configuration) is logged and the app is not mounted', async () => {
    serverAnswersVersion('1.4.0');
    const logger = { ...silentLogger, error: vi.fn() };
    const mount = vi.fn();
    const outcome = await runBoot(
      hostBootSteps({}, 'https://lms.example.org', serverBackend, () => 'https://lms.example.org/'),
      {
        logger,
        navigate: vi.fn(),
        mount,
      },
    );
    expect(outcome).toMatchObject({ mounted: false, failedStep: 'product' });
    expect(logger.error).toHaveBeenCalled();
    expect(mount).not.toHaveBeenCalled();
  });

  it('uses a version request the host started before the boot, instead of asking again', async () => {
    productElement('{"productName":"Academy"}');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const early = Promise.resolve('1.6.0');
    const navigate = vi.fn();
    const outcome = await runBoot(
      hostBootSteps(
        {},
        'https://lms.example.org',
        serverBackend,
        () => 'https://lms.example.org/',
        () => early,
      ),
      { logger: silentLogger, navigate, mount: vi.fn() },
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://lms.example.org/?lms-reload=1.6.0');
    expect(outcome).toMatchObject({ mounted: false, byStep: 'version' });
  });

  it('an unreachable server stops the boot at the version step', async () => {
    productElement('{"productName":"Academy"}');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await runBoot(
      hostBootSteps({}, 'https://lms.example.org', serverBackend, () => 'https://lms.example.org/'),
      {
        logger: silentLogger,
        navigate: vi.fn(),
        mount: vi.fn(),
      },
    );
    expect(outcome).toMatchObject({ mounted: false, failedStep: 'version' });
  });
});

describe('reloadUrl', () => {
  it('keeps the page and its query, adding the server version to reload for', () => {
    expect(reloadUrl('https://lms.example.org/student/courses?tab=2#top', '2.0.0')).toBe(
      'https://lms.example.org/student/courses?tab=2&lms-reload=2.0.0#top',
    );
  });
});
