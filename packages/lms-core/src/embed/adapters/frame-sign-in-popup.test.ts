// "Sign in to continue": the frame opens the step page in a popup with a nonce and takes only that popup's session,
// from our own origin, for that nonce; the popup posts to its opener on our origin only.
import { describe, expect, it } from 'vitest';
import type { PopupHandle, PopupMessageEvent, PopupOpener } from '../../adapters/server/auth-popup';
import type { ExchangeLaunchTokenResult } from '../../api/schemas/embedding';
import { createFakeClock } from '../../auth/testing/fake-clock';
import { LmsError } from '../../errors';
import { FRAME_SESSION_MESSAGE_TYPE, FRAME_SIGN_IN_PARAM, isFrameSignInNonce } from '../frame-sign-in';
import { handOffFrameSession, hasFrameOpener, openFrameSignInPopup } from './frame-sign-in-popup';

const LMS = 'https://lms.example';

class FakePopup implements PopupHandle {
  closed = false;
  close() {
    this.closed = true;
  }
}

class FakeFrame implements PopupOpener {
  location = { origin: LMS, href: `${LMS}/action-plan/step-1` };
  opened: string[] = [];
  listeners = new Set<(event: PopupMessageEvent) => void>();
  popup: FakePopup | null = new FakePopup();
  open(url: string) {
    this.opened.push(url);
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

const result: ExchangeLaunchTokenResult = {
  session: {
    idToken: 'id',
    refreshToken: 'refresh',
    expiresIn: 3600,
    user: {
      uid: 'u1',
      email: 'student@example.com',
      emailVerified: true,
      displayName: null,
      photoURL: null,
      phoneNumber: null,
      tenantId: null,
      isAnonymous: false,
      providerData: [],
      createdAt: 1,
      lastLoginAt: null,
      disabled: false,
    },
  },
  stepId: 'step-1',
  courseId: 'c1',
};

function opened(frame: FakeFrame) {
  const url = new URL(frame.opened[0] ?? '');
  return { url, nonce: url.searchParams.get(FRAME_SIGN_IN_PARAM) ?? '' };
}

describe('frame sign-in popup', () => {
  it('opens the step page with a fresh nonce and takes the session its popup posts for it', async () => {
    const frame = new FakeFrame();
    const answer = openFrameSignInPopup({
      stepPath: '/action-plan/step-1',
      window: frame,
      clock: createFakeClock(),
    });
    const { url, nonce } = opened(frame);
    expect(url.origin + url.pathname).toBe(`${LMS}/action-plan/step-1`);
    expect(isFrameSignInNonce(nonce)).toBe(true);
    const message = { type: FRAME_SESSION_MESSAGE_TYPE, nonce, result };
    // Another origin, another window, another nonce or a malformed session: all ignored.
    frame.post({ origin: 'https://evil.example', source: frame.popup, data: message });
    frame.post({ origin: LMS, source: {}, data: message });
    frame.post({ origin: LMS, source: frame.popup, data: { ...message, nonce: 'x'.repeat(22) } });
    frame.post({ origin: LMS, source: frame.popup, data: { ...message, result: { stepId: 1 } } });
    frame.post({ origin: LMS, source: frame.popup, data: message });
    await expect(answer).resolves.toEqual(result);
    expect(frame.listeners.size).toBe(0);
  });

  it('says when the popup is blocked or closed without signing in', async () => {
    const blocked = new FakeFrame();
    blocked.popup = null;
    await expect(openFrameSignInPopup({ stepPath: '/action-plan/s', window: blocked })).rejects.toMatchObject(
      {
        code: 'auth/popup-blocked',
      },
    );

    const frame = new FakeFrame();
    const clock = createFakeClock();
    const answer = openFrameSignInPopup({ stepPath: '/action-plan/s', window: frame, clock });
    frame.popup!.closed = true;
    const settled = expect(answer).rejects.toBeInstanceOf(LmsError);
    await clock.advance(2_500);
    await settled;
    await expect(answer).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
  });

  it('hands the session to the opener on our own origin only, then closes', () => {
    const posts: { message: unknown; targetOrigin: string }[] = [];
    let closed = false;
    const popup = {
      opener: {
        postMessage: (message: unknown, targetOrigin: string) => void posts.push({ message, targetOrigin }),
      },
      location: { origin: LMS },
      close: () => void (closed = true),
    };
    expect(hasFrameOpener(popup)).toBe(true);
    handOffFrameSession('n'.repeat(22), result, popup);
    expect(posts).toEqual([
      { message: { type: FRAME_SESSION_MESSAGE_TYPE, nonce: 'n'.repeat(22), result }, targetOrigin: LMS },
    ]);
    expect(closed).toBe(true);
    expect(hasFrameOpener({ opener: null })).toBe(false);
    expect(() => handOffFrameSession('n'.repeat(22), result, { ...popup, opener: null })).toThrow();
  });
});
