import { describe, expect, it, vi } from 'vitest';
import { runBoot, type BootStep } from './run-boot';
import { recordingLogger } from './test-logger';

function step(name: string, run: BootStep['run'] = async () => undefined): BootStep {
  return { name, run: vi.fn(run) };
}

describe('runBoot', () => {
  it('runs the steps in order, each finishing before the next starts, then mounts', async () => {
    const order: string[] = [];
    const slow = step('http-client', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('http-client');
    });
    const fast = step('product', async () => void order.push('product'));
    const mount = vi.fn(() => void order.push('mount'));
    const outcome = await runBoot([slow, fast], { logger: recordingLogger(), navigate: vi.fn(), mount });
    expect(order).toEqual(['http-client', 'product', 'mount']);
    expect(outcome).toEqual({ mounted: true });
  });

  it('passes the logger to every step', async () => {
    const logger = recordingLogger();
    const first = step('first', async ({ logger: given }) => given.info('from step'));
    await runBoot([first], { logger, navigate: vi.fn() });
    expect(logger.info).toHaveBeenCalledWith('from step');
  });

  it('logs a failing step, does not mount, and runs no later step (spec 4)', async () => {
    const logger = recordingLogger();
    const failure = new Error('config unreachable');
    const later = step('version');
    const mount = vi.fn();
    const outcome = await runBoot(
      [
        step('product', async () => {
          throw failure;
        }),
        later,
      ],
      { logger, navigate: vi.fn(), mount },
    );
    expect(outcome).toEqual({ mounted: false, error: failure, failedStep: 'product' });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('"product" failed'), failure);
    expect(later.run).not.toHaveBeenCalled();
    expect(mount).not.toHaveBeenCalled();
  });

  it('sends the browser to the address a step asks for, and stops without mounting (spec 4)', async () => {
    const navigate = vi.fn();
    const later = step('later');
    const mount = vi.fn();
    const outcome = await runBoot([step('version', async () => ({ redirect: '/?v=2.0.0' })), later], {
      logger: recordingLogger(),
      navigate,
      mount,
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/?v=2.0.0');
    expect(outcome).toEqual({ mounted: false, redirectedTo: '/?v=2.0.0', byStep: 'version' });
    expect(later.run).not.toHaveBeenCalled();
    expect(mount).not.toHaveBeenCalled();
  });

  it('treats a redirect without an address as a failed step', async () => {
    const navigate = vi.fn();
    const logger = recordingLogger();
    const outcome = await runBoot([step('bad', async () => ({ redirect: ' ' }))], { logger, navigate });
    expect(outcome).toMatchObject({
      mounted: false,
      failedStep: 'bad',
      error: { code: 'functions/invalid-argument' },
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalled();
  });

  it('logs and reports a redirect the navigator refuses, without mounting', async () => {
    const refusal = new Error('off-site');
    const logger = recordingLogger();
    const outcome = await runBoot([step('sso', async () => ({ redirect: 'https://evil.example' }))], {
      logger,
      navigate: () => {
        throw refusal;
      },
    });
    expect(outcome).toEqual({ mounted: false, error: refusal, failedStep: 'sso' });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('"sso"'), refusal);
  });

  it('reports a failing mount as not mounted and logs it', async () => {
    const logger = recordingLogger();
    const failure = new Error('no #app element');
    const outcome = await runBoot([], {
      logger,
      navigate: vi.fn(),
      mount: () => {
        throw failure;
      },
    });
    expect(outcome).toEqual({ mounted: false, error: failure });
    expect(logger.error).toHaveBeenCalledWith('Mounting the app failed', failure);
  });
});
