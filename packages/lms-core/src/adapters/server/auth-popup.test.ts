import { describe, expect, it } from 'vitest';
import type { AuthResult } from '../../api/ports';
import type { Clock } from '../../platform/clock';
import { LmsError } from '../../errors';
import {
  OAUTH_RESULT_MESSAGE_TYPE,
  openProviderPopup,
  type PopupHandle,
  type PopupMessageEvent,
  type PopupOpener,
} from './auth-popup';

/** Timers that run only when the test advances time. */
function manualClock(): Clock & { advance(ms: number): void } {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout(run, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout(id) {
      timers = timers.filter((timer) => timer.id !== id);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.run();
      }
      now = until;
    },
  };
}

class FakePopup implements PopupHandle {
  closed = false;
  close() {
    this.closed = true;
  }
}

class FakeWindow implements PopupOpener {
  location = { origin: 'https://app.example.org', href: 'https://app.example.org/login' };
  opened: { url: string; features: string }[] = [];
  listeners = new Set<(event: PopupMessageEvent) => void>();
  popup: FakePopup | null = new FakePopup();

  open(url: string, _target: string, features: string) {
    this.opened.push({ url, features });
    return this.popup;
  }
  addEventListener(_type: 'message', listener: (event: PopupMessageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: PopupMessageEvent) => void) {
    this.listeners.delete(listener);
  }
  post(event: PopupMessageEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }
}

const result: AuthResult = {
  user: {
    uid: 'u1',
    email: 'ada@example.org',
    emailVerified: true,
    displayName: 'Ada',
    photoURL: null,
    phoneNumber: null,
    tenantId: null,
    isAnonymous: false,
    providerData: [],
    createdAt: 1,
    lastLoginAt: 1,
    disabled: false,
  },
  tokens: { idToken: 'id', refreshToken: 'refresh', expiresAt: 3_600_000 },
  isNewUser: true,
};

/** The same result as the server's page posts it: session wire format, expiry in seconds from now. */
const posted = {
  type: OAUTH_RESULT_MESSAGE_TYPE,
  user: result.user,
  idToken: 'id',
  refreshToken: 'refresh',
  expiresIn: 3600,
  isNewUser: true,
};

function setup() {
  const window = new FakeWindow();
  const clock = manualClock();
  const promise = openProviderPopup({
    baseUrl: 'https://api.example.org',
    provider: 'google',
    window,
    clock,
  });
  return { window, clock, promise };
}

describe('openProviderPopup', () => {
  it('opens the server start URL with our own origin as the opener origin', () => {
    const { window, promise } = setup();
    promise.catch(() => undefined);
    expect(window.opened).toHaveLength(1);
    const url = new URL(window.opened[0]!.url);
    expect(url.origin + url.pathname).toBe('https://api.example.org/api/auth/oauth/google/start');
    expect(url.searchParams.get('origin')).toBe('https://app.example.org');
    expect(window.opened[0]!.features).toContain('width=500');
  });

  it('resolves with the result the server page posts from the server origin', async () => {
    const { window, promise } = setup();
    window.post({
      origin: 'https://api.example.org',
      source: window.popup,
      data: posted,
    });
    await expect(promise).resolves.toEqual(result);
    expect(window.popup!.closed).toBe(true);
    expect(window.listeners.size).toBe(0);
  });

  it('ignores messages from any other origin (only the server origin may answer)', async () => {
    const { window, clock, promise } = setup();
    window.post({
      origin: 'https://evil.example',
      source: window.popup,
      data: posted,
    });
    window.popup!.close();
    clock.advance(5_000);
    await expect(promise).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
  });

  it('ignores messages from windows other than our popup', async () => {
    const { window, clock, promise } = setup();
    window.post({
      origin: 'https://api.example.org',
      source: {},
      data: posted,
    });
    window.popup!.close();
    clock.advance(5_000);
    await expect(promise).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
  });

  it('rejects with the catalogue error the server sends (account exists with different credential)', async () => {
    const { window, promise } = setup();
    window.post({
      origin: 'https://api.example.org',
      source: window.popup,
      data: {
        type: OAUTH_RESULT_MESSAGE_TYPE,
        error: {
          code: 'auth/account-exists-with-different-credential',
          message: 'An account already exists',
        },
      },
    });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LmsError);
    expect(error).toMatchObject({
      code: 'auth/account-exists-with-different-credential',
      message: 'An account already exists',
    });
  });

  it('maps an unknown error code to auth/internal-error', async () => {
    const { window, promise } = setup();
    window.post({
      origin: 'https://api.example.org',
      source: window.popup,
      data: { type: OAUTH_RESULT_MESSAGE_TYPE, error: { code: 'nope' } },
    });
    await expect(promise).rejects.toMatchObject({ code: 'auth/internal-error' });
  });

  it('rejects an unreadable success message with auth/internal-error', async () => {
    const { window, promise } = setup();
    window.post({
      origin: 'https://api.example.org',
      source: window.popup,
      data: { type: OAUTH_RESULT_MESSAGE_TYPE, idToken: 'id' },
    });
    await expect(promise).rejects.toMatchObject({ code: 'auth/internal-error' });
  });

  it('rejects with auth/popup-closed-by-user when the user closes the popup', async () => {
    const { window, clock, promise } = setup();
    let settled = false;
    promise.catch(() => (settled = true));
    clock.advance(2_000);
    await Promise.resolve();
    expect(settled).toBe(false);
    window.popup!.close();
    clock.advance(5_000);
    await expect(promise).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
  });

  it('still accepts a result that arrives just after the popup closed itself', async () => {
    const { window, clock, promise } = setup();
    window.popup!.close();
    clock.advance(600);
    window.post({
      origin: 'https://api.example.org',
      source: window.popup,
      data: posted,
    });
    clock.advance(5_000);
    // Expiry counts from when the message arrived (600 ms in).
    await expect(promise).resolves.toEqual({
      ...result,
      tokens: { ...result.tokens, expiresAt: 600 + 3_600_000 },
    });
  });

  it('rejects with auth/popup-blocked when the browser blocks the popup', async () => {
    const window = new FakeWindow();
    window.popup = null;
    await expect(openProviderPopup({ baseUrl: '', provider: 'microsoft', window })).rejects.toMatchObject({
      code: 'auth/popup-blocked',
    });
  });

  it('uses the page origin as the server origin when baseUrl is empty', async () => {
    const window = new FakeWindow();
    const promise = openProviderPopup({ baseUrl: '', provider: 'microsoft', window, clock: manualClock() });
    expect(window.opened[0]!.url.startsWith('https://app.example.org/api/auth/oauth/microsoft/start?')).toBe(
      true,
    );
    window.post({
      origin: 'https://app.example.org',
      source: window.popup,
      data: posted,
    });
    await expect(promise).resolves.toEqual(result);
  });
});
