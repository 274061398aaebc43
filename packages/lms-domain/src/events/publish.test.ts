import { describe, expect, it, vi } from 'vitest';
import type { DomainContext } from '../context';
import { DOMAIN_AREAS } from '../areas';
import { LmsError } from '@lms/core';
import { eventSubscribers, guard, isHeld, publish, registerEventSubscribers } from './publish';

function contextWithLog() {
  const error = vi.fn();
  const log = { error, warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
  return { ctx: { log } as unknown as DomainContext, error };
}

describe('domain events', () => {
  it('draws the subscribers from the manifests, certificates before badges (a badge may count certificates)', () => {
    registerEventSubscribers(DOMAIN_AREAS);
    // Other areas may act on a completion too (a new area adds itself in its manifest); these two keep their order.
    const completed = eventSubscribers().get('course-completed') ?? [];
    expect(completed.filter((area) => area === 'certificates' || area === 'badges')).toEqual([
      'certificates',
      'badges',
    ]);
    expect(eventSubscribers().get('quiz-passed')).toEqual(['badges']);
    expect(eventSubscribers().get('action-plan-step-done')).toEqual(['badges']);
    expect(eventSubscribers().get('certificate-issued')).toEqual(['badges']);
    expect(eventSubscribers().get('operation-called')).toEqual(['audit']);
    expect(eventSubscribers().get('security-event')).toEqual(['audit']);
  });

  it('hands an event to every subscriber in order, and a failing one neither stops the rest nor throws', async () => {
    const seen: string[] = [];
    registerEventSubscribers([
      {
        name: 'certificates',
        subscribes: {
          'course-completed': async () => {
            seen.push('certificates');
            throw new Error('disk full');
          },
        },
      },
      {
        name: 'badges',
        subscribes: { 'course-completed': async (_ctx, event) => void seen.push(event.courseId) },
      },
    ]);
    const { ctx, error } = contextWithLog();
    await expect(publish(ctx, 'course-completed', { userId: 'u1', courseId: 'c1' })).resolves.toBeUndefined();
    expect(seen).toEqual(['certificates', 'c1']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[1]).toBe('The certificates area failed to act on course-completed.');
    registerEventSubscribers(DOMAIN_AREAS);
  });

  it('holds a step back when any area answers its hold, and lets it pass when none does', async () => {
    const db = {} as never;
    registerEventSubscribers([
      {
        name: 'surveys',
        holds: { 'course-completion': async (_db, subject) => subject.courseId === 'held' },
      },
    ]);
    expect(await isHeld(db, 'course-completion', { userId: 'u1', courseId: 'held' })).toBe(true);
    expect(await isHeld(db, 'course-completion', { userId: 'u1', courseId: 'free' })).toBe(false);
    registerEventSubscribers([]);
    expect(await isHeld(db, 'course-completion', { userId: 'u1', courseId: 'held' })).toBe(false);
    registerEventSubscribers(DOMAIN_AREAS);
  });

  it('lets a guarded step go on only when an area accepts it, and refuses it when no area guards it', async () => {
    const { ctx } = contextWithLog();
    const subject = { folder: 'token-1', path: 'support_attachments/token-1/a.pdf' };
    registerEventSubscribers([]);
    await expect(guard(ctx, 'attachment-upload', subject)).rejects.toThrow(
      'No area guards attachment-upload.',
    );
    registerEventSubscribers([
      {
        name: 'support',
        guards: {
          'attachment-upload': async (_ctx, { folder }) => {
            if (folder !== 'token-1') throw new LmsError('storage/unauthorized', 'That form is closed.');
          },
        },
      },
    ]);
    await expect(guard(ctx, 'attachment-upload', subject)).resolves.toBeUndefined();
    await expect(guard(ctx, 'attachment-upload', { ...subject, folder: 'token-2' })).rejects.toThrow(
      'That form is closed.',
    );
    registerEventSubscribers(DOMAIN_AREAS);
  });
});
