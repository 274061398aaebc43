// The framed document's own start (the host calls it inside a frame): the launch token signs the student in, the
// step shows in the language of their profile, mirrored for Arabic, and messages that fail to download are
// explained with Try again instead of a blank frame.
import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, silentLogger, notStartedStepProgress, type FrameBridge } from '@lms/core';
import { createFakeBackend, frameSessionFor, frozenTimersClock } from '../test-support/fake-backend';
import { userDocument } from '../test-support/fixtures';
import type { ActionPlanFrame } from './action-plan-frame';
import { startActionPlanFrame } from './start-action-plan-frame';

const student = { uid: 'u1', email: 'student@example.com' };

const frameSession = () => frameSessionFor(student);

function bridge(heard: string[]): FrameBridge {
  return {
    hostOrigin: 'https://school.example',
    ready: async (stepId) => void heard.push(`ready ${stepId}`),
    resize: async () => undefined,
    stepCompleted: async () => undefined,
    getLaunchToken: async () => 'L'.repeat(43),
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

describe('startActionPlanFrame', () => {
  it('signs in with the page’s token and shows the step in the student’s language, mirrored for Arabic', async () => {
    const heard: string[] = [];
    const backend = createFakeBackend({
      listEmbedOrigins: () => ({ origins: ['https://school.example'] }),
      exchangeLaunchToken: () => frameSession(),
      getUserDocument: () =>
        userDocument({ uid: 'u1', preferences: { ...userDocument().preferences, language: 'ar' } }),
      getActionPlanStep: () => ({
        course: { id: 'c1', slug: 'budgets', title: 'Budgets' },
        step: { id: 's1', position: 0, title: 'Budget', body: '', checklist: [], dueOffsetDays: null },
        stepCount: 1,
        previousStepId: null,
        nextStepId: null,
        dueAt: null,
        progress: notStartedStepProgress(),
      }),
    });
    const element = document.createElement('div');
    document.body.append(element);
    frame = await startActionPlanFrame(element, 's1', {
      backend,
      productName: 'Learning Platform',
      connectEmbedHost: async () => bridge(heard),
      clock: frozenTimersClock,
      logger: silentLogger,
      localStore: memoryStore(),
      sessionStore: memoryStore(),
    });
    expect(await screen.findByRole('button', { name: 'وضع علامة مكتملة' })).toBeInTheDocument();
    const root = element.querySelector('.lms-root') as HTMLElement;
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    expect(heard).toContain('ready s1');
    expect(backend.calls.find((call) => call.name === 'exchangeLaunchToken')?.data).toMatchObject({
      embedOrigin: 'https://school.example',
      stepId: 's1',
    });
  });
  it('shows a signed-out visitor the configured language', async () => {
    const backend = createFakeBackend({ listEmbedOrigins: () => ({ origins: [] }) });
    const element = document.createElement('div');
    document.body.append(element);
    frame = await startActionPlanFrame(element, 's1', {
      backend,
      productName: 'Learning Platform',
      defaultLanguage: 'fr-FR',
      connectEmbedHost: () => Promise.reject(new Error('no page around the frame')),
      clock: frozenTimersClock,
      logger: silentLogger,
      localStore: memoryStore(),
      sessionStore: memoryStore(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous pour continuer' }),
    ).toBeInTheDocument();
    expect((element.querySelector('.lms-root') as HTMLElement).lang).toBe('fr-FR');
  });
});
