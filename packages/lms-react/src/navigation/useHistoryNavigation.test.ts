import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHistoryNavigation } from './useHistoryNavigation';

const here = () => `${window.location.pathname}${window.location.search}`;

describe('useHistoryNavigation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('moves within the page with history, and loads other paths as pages', () => {
    window.history.replaceState(null, '', '/action-plan/s1');
    const loadPage = vi.fn();
    const { result } = renderHook(() =>
      useHistoryNavigation((path) => path.startsWith('/action-plan/'), loadPage),
    );
    act(() => result.current.navigate('/action-plan/s2'));
    expect(here()).toBe('/action-plan/s2');
    expect(result.current.location.pathname).toBe('/action-plan/s2');
    act(() => result.current.navigate('/courses', { replace: true }));
    expect(loadPage).toHaveBeenCalledWith('/courses', { replace: true });
  });

  it('skips an update the page makes by itself once the address has moved past what it shows', () => {
    window.history.replaceState(null, '', '/action-plan/s1');
    const { result } = renderHook(() => useHistoryNavigation(() => true));
    const shown = result.current;
    // Another navigation happened after this render (its re-render has not reached the page yet).
    window.history.pushState(null, '', '/action-plan/s2');
    act(() => shown.navigate('/action-plan/s1?filter=open', { replace: true, ifStillHere: true }));
    expect(here()).toBe('/action-plan/s2');
    // What the user asks for still goes.
    act(() => shown.navigate('/action-plan/s3'));
    expect(here()).toBe('/action-plan/s3');
  });
});
