// Isolated: mocks the i18n module so the action-plans messages fail to download once.
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LmsError, memoryStore, silentLogger } from '@lms/core';
import { frozenTimersClock } from '../test-support/render-on-domain';
import { createTestServer } from '../test-support/test-server';
import type * as I18nModule from '../i18n/create-lms-i18n';
import { startActionPlanFrame } from './start-action-plan-frame';

const pending = vi.hoisted(() => ({ failures: 1 }));
vi.mock('../i18n/create-lms-i18n', async (original) => {
  const actual = await original<typeof I18nModule>();
  return {
    ...actual,
    messageAreasPending: (...args: Parameters<typeof actual.messageAreasPending>) => {
      if (pending.failures > 0) {
        pending.failures -= 1;
        return Promise.reject(new LmsError('functions/unavailable', 'offline'));
      }
      return actual.messageAreasPending(...args);
    },
  };
});

describe('startActionPlanFrame without its messages', () => {
  it('says the messages could not be downloaded, and Try again shows the frame', async () => {
    const server = await createTestServer();
    const element = document.createElement('div');
    document.body.append(element);
    const started = startActionPlanFrame(element, 's1', {
      backend: (getIdToken) => server.connect(getIdToken),
      productName: 'Learning Platform',
      connectEmbedHost: () => Promise.reject(new Error('no page around the frame')),
      clock: frozenTimersClock,
      logger: silentLogger,
      localStore: memoryStore(),
      sessionStore: memoryStore(),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/temporarily unavailable/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const frame = await started;
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument();
    frame.destroy();
  });
});
