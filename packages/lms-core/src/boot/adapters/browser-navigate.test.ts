import { describe, expect, it, vi } from 'vitest';
import { browserNavigate } from './browser-navigate';

function fakeLocation(href = 'https://lms.example.com/start?x=1') {
  return { href, origin: new URL(href).origin, assign: vi.fn() };
}

describe('browserNavigate', () => {
  it('assigns same-site addresses, resolving relative ones against the page', () => {
    const location = fakeLocation();
    const navigate = browserNavigate({ location });
    navigate('/?v=2.0.0');
    navigate('https://lms.example.com/maintenance');
    expect(location.assign.mock.calls).toEqual([
      ['https://lms.example.com/?v=2.0.0'],
      ['https://lms.example.com/maintenance'],
    ]);
  });

  it.each(['https://evil.example/phish', '//evil.example/', 'javascript:alert(1)', 'data:text/html,hi'])(
    'refuses to redirect off-site to %s',
    (url) => {
      const location = fakeLocation();
      expect(() => browserNavigate({ location })(url)).toThrow(
        expect.objectContaining({ code: 'functions/permission-denied' }),
      );
      expect(location.assign).not.toHaveBeenCalled();
    },
  );

  it('allows an origin that is explicitly listed', () => {
    const location = fakeLocation();
    browserNavigate({ location, allowedOrigins: ['https://sso.example.com'] })(
      'https://sso.example.com/login',
    );
    expect(location.assign).toHaveBeenCalledWith('https://sso.example.com/login');
  });
});
