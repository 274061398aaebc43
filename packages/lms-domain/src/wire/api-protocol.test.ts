import { API_PATHS } from '@lms/core';
import { describe, expect, it } from 'vitest';
import type { DomainContext } from '../context';
import { createApiProtocol } from './api-protocol';

// Routing reads only the identity provider's endpoints; no call is answered here.
const protocol = createApiProtocol({ identity: {} } as unknown as DomainContext, { handlers: {} });

describe('the API protocol routes', () => {
  it('make one route per operation, shared by path and by name, for every later call', () => {
    const byPath = protocol.route('POST', API_PATHS.functions('listCourses'));
    expect(byPath).toMatchObject({ area: 'functions', name: 'listCourses' });
    expect(protocol.route('POST', API_PATHS.functions('listCourses'))).toBe(byPath);
    expect(protocol.callableRoute('listCourses')).toBe(byPath);
  });

  it('keep no route for a name that is no operation, so what clients send cannot grow them', () => {
    const first = protocol.callableRoute('noSuchOperation');
    expect(first).toMatchObject({ area: 'functions', name: 'noSuchOperation' });
    expect(protocol.callableRoute('noSuchOperation')).not.toBe(first);
  });

  it('decode the name in the path as a router does, and route no deeper path', () => {
    expect(protocol.route('POST', `${API_PATHS.functions('')}list%43ourses`)).toBe(
      protocol.callableRoute('listCourses'),
    );
    expect(protocol.route('POST', `${API_PATHS.functions('')}a/b`)).toBeNull();
    expect(protocol.route('GET', API_PATHS.functions('listCourses'))).toBeNull();
  });
});
