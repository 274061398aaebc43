import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createRouteTable } from '@lms/core';
import { NavigationProvider } from '../navigation/NavigationProvider';
import type { NavigationAdapter } from '../navigation/navigation-adapter';
import { LmsRuntimeContext } from '../runtime/lms-runtime-context';
import type { LmsRuntime } from '../runtime/create-lms-runtime';
import type { ListShape } from './list-params';
import { useListParams } from './useListParams';

const SHAPE: ListShape<{ role: 'admin' | 'user'; order: 'oldest' | 'newest' }> = {
  searchMaxLength: 200,
  filters: {
    role: (value) => (value === 'admin' || value === 'user' ? value : undefined),
    order: (value) => (value === 'oldest' || value === 'newest' ? value : undefined),
  },
};

/**
 * A router that, like react-router's data router, moves the address only when `arrive()` says the next page is
 * ready; `asked` is every address it was asked for.
 */
function slowRouter(start: string) {
  const asked: string[] = [];
  let arrive: (to: string) => void = () => undefined;
  const runtime = { routes: createRouteTable({ productNoun: 'course' }) } as unknown as LmsRuntime;
  function Wrapper({ children }: { children: ReactNode }) {
    const [search, setSearch] = useState(start);
    arrive = (to) => setSearch(new URL(to, 'http://site.test').search);
    const adapter: NavigationAdapter = {
      navigate: (to) => void asked.push(to),
      location: { pathname: '/admin/users', search, hash: '' },
    };
    return (
      <LmsRuntimeContext value={runtime}>
        <NavigationProvider adapter={adapter}>{children}</NavigationProvider>
      </LmsRuntimeContext>
    );
  }
  return { Wrapper, asked, arrive: (to: string) => act(() => arrive(to)) };
}

describe('useListParams', () => {
  it('builds a second change made before the address moved on the first, so neither is lost', () => {
    const router = slowRouter('?role=admin');
    const { result } = renderHook(() => useListParams('admin-users', SHAPE), { wrapper: router.Wrapper });
    act(() => result.current.showList({ role: '' }));
    act(() => result.current.showList({ order: 'oldest' }));
    expect(router.asked).toEqual(['/admin/users', '/admin/users?order=oldest']);
  });

  it('takes the address as the whole truth again once it moves, by the change or by the back button', () => {
    const router = slowRouter('?role=admin');
    const { result } = renderHook(() => useListParams('admin-users', SHAPE), { wrapper: router.Wrapper });
    act(() => result.current.showList({ role: '' }));
    router.arrive('/admin/users');
    // Back to where the first change was asked from: that change is history, not pending.
    router.arrive('/admin/users?role=admin');
    act(() => result.current.showList({ order: 'newest' }));
    expect(router.asked.at(-1)).toBe('/admin/users?role=admin&order=newest');
    expect(result.current.params.role).toBe('admin');
  });
});
