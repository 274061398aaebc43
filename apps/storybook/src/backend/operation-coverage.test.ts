import { describe, expect, it } from 'vitest';
import { operations, type OperationName } from '@lms/core';
import { IN_MEMORY_OPERATIONS } from './memory-functions';

/**
 * Contract operations the in-memory back end does not answer yet (functions/unimplemented). A screen that calls one
 * cannot have honest stories until it gets a handler in handlers/. Adding an operation to the contract makes the
 * first test fail until it is handled here or listed, so the gap never grows unnoticed.
 */
const NOT_YET_IN_MEMORY: readonly string[] = [
  // Action plans: its cmi5 `fetch` URL must be a real one-time endpoint, and a static Storybook has no server.
  'getLaunchParameters',
  // Embedding: launch tokens come from a site's back end over HTTP (POST /api/embed/launch-tokens), not here.
  'exchangeLaunchToken',
  // Embedding: the sign-in popup posts this session to a framed step in another window, which a story has not.
  'createFrameSession',
];

describe('in-memory functions: coverage of the contract', () => {
  it('answers every contract operation, or lists it as not yet handled', () => {
    const unhandled = Object.keys(operations).filter(
      (name) => !IN_MEMORY_OPERATIONS.includes(name as OperationName),
    );
    expect([...unhandled].sort()).toEqual([...NOT_YET_IN_MEMORY].sort());
  });

  it('has a handler only for operations of the contract', () => {
    for (const name of IN_MEMORY_OPERATIONS) expect(Object.keys(operations)).toContain(name);
  });
});
