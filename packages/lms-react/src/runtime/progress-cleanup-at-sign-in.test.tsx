import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLms } from '../test-support/render-lms';
import { signInResult } from '../test-support/fake-backend';
import { enrollment } from '../test-support/fixtures';

const student = { uid: 'u1', email: 'student@example.com' };

describe('runtime: progress-cache cleanup at sign-in', () => {
  it('spec 4: signing in loads the enrolled list and cleans the cache with it, before any screen asks', async () => {
    const view = renderLms({
      handlers: { listMyEnrollments: () => [enrollment({ course_id: 'kept' })] },
      children: <p>content</p>,
    });
    expect(view.runtime.backend.calls.some((call) => call.name === 'listMyEnrollments')).toBe(false);
    act(() => view.runtime.session.begin(signInResult(student), true));
    const cleanup = vi.spyOn(view.runtime.progressCache(), 'cleanup');
    await waitFor(() => expect(cleanup).toHaveBeenCalledWith(['kept']));
    expect(view.runtime.backend.calls.filter((call) => call.name === 'listMyEnrollments')).toHaveLength(1);
  });
});
