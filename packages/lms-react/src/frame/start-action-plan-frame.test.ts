// The framed document's own start (the host calls it inside a frame): the launch token signs the student in, the
// step shows in the language of their profile, mirrored for Arabic, and messages that fail to download are
// explained with Try again instead of a blank frame.
import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, silentLogger, type FrameBridge } from '@lms/core';
import {
  actionPlanPlatform,
  launchToken,
  SCHOOL,
  type ActionPlanPlatform,
} from '../test-support/action-plan-seed';
import { backendRecordingCalls } from '../test-support/answer-override';
import { frozenTimersClock } from '../test-support/render-on-domain';
import { callAs, createTestServer } from '../test-support/test-server';
import type { ActionPlanFrame } from './action-plan-frame';
import { startActionPlanFrame } from './start-action-plan-frame';

function bridge(heard: string[], token: string | null): FrameBridge {
  return {
    hostOrigin: SCHOOL,
    ready: async (stepId) => void heard.push(`ready ${stepId}`),
    resize: async () => undefined,
    stepCompleted: async () => undefined,
    getLaunchToken: async () => token,
    destroy: () => undefined,
  };
}

let frame: ActionPlanFrame | null = null;
afterEach(() => {
  frame?.destroy();
  frame = null;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function frameElement(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

const runtimeOptions = {
  productName: 'Learning Platform',
  clock: frozenTimersClock,
  logger: silentLogger,
  localStore: memoryStore(),
  sessionStore: memoryStore(),
};

describe('startActionPlanFrame', () => {
  it('signs in with the page’s token and shows the step in the student’s language, mirrored for Arabic', async () => {
    const seeded: ActionPlanPlatform = await actionPlanPlatform();
    await callAs(seeded.server, seeded.student, 'updateMyUserDocument', { preferences: { language: 'ar' } });
    const token = await launchToken(seeded);
    const heard: string[] = [];
    const { backend, callsOf } = backendRecordingCalls(seeded.server);
    const element = frameElement();
    frame = await startActionPlanFrame(element, seeded.stepId, {
      ...runtimeOptions,
      backend,
      connectEmbedHost: async () => bridge(heard, token),
    });
    expect(await screen.findByRole('button', { name: 'وضع علامة مكتملة' })).toBeInTheDocument();
    const root = element.querySelector('.lms-root') as HTMLElement;
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    expect(heard).toContain(`ready ${seeded.stepId}`);
    expect(callsOf('exchangeLaunchToken')).toEqual([
      { launchToken: token, embedOrigin: SCHOOL, stepId: seeded.stepId },
    ]);
  });

  it('shows a signed-out visitor the configured language', async () => {
    const server = await createTestServer();
    const element = frameElement();
    frame = await startActionPlanFrame(element, 'some-step', {
      ...runtimeOptions,
      backend: (getIdToken) => server.connect(getIdToken),
      defaultLanguage: 'fr-FR',
      connectEmbedHost: () => Promise.reject(new Error('no page around the frame')),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous pour continuer' }),
    ).toBeInTheDocument();
    expect((element.querySelector('.lms-root') as HTMLElement).lang).toBe('fr-FR');
  });
});
