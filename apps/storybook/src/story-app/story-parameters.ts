// The `parameters.lms` of a story: who is signed in, what state the back end is in, where the app starts and in
// which language. The decorator reads them; stories set only what differs from the defaults.
import type { LmsErrorCode, OAuthProviderId, PasswordPolicy } from '@lms/core';
import type { ModeScope, PopupIdentity } from '@lms/browser';

/** `student` has started learning (progress in two courses); `newcomer` is a student with no enrolment yet. */
export type StoryRole = 'signed-out' | 'student' | 'newcomer' | 'admin';

/**
 * - live: the demo platform answering at once
 * - loading: data calls never answer (skeletons and spinners stay)
 * - slow: data calls answer after a delay (busy states a play function can see)
 * - empty: nothing to list (no courses, no enrolments)
 * - error: data calls fail with `error` (default functions/unavailable)
 */
export type StoryState = 'live' | 'loading' | 'slow' | 'empty' | 'error';

export const STORY_LANGUAGES = ['en-US', 'fr-FR', 'ar'] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

export interface LmsStoryParameters {
  role?: StoryRole;
  /** The site's logo (settings, site section), drawn in the header. */
  logoUrl?: string;
  state?: StoryState;
  /** The code every affected call fails with in the error state. */
  error?: LmsErrorCode;
  /** Which calls the loading, slow or error state affects; default every data and file call. */
  stateScope?: ModeScope;
  /** Milliseconds of the slow state; default 800. */
  delayMs?: number;
  /**
   * Renders the whole app (guard, layout, screen) at this path; omit for a component on its own. `{oobCode}` in it
   * is replaced by the code of `mailedLink`, as the link in the e-mail carries it.
   */
  route?: string;
  /** Mails a password-reset or sign-in link before the story starts (through the identity provider's own flow). */
  mailedLink?: { kind: 'PASSWORD_RESET' | 'EMAIL_SIGNIN'; email: string };
  /** Where a component shown on its own (no route) is: its links mark this page current. Default `/`. */
  path?: string;
  /** Overrides the toolbar's language for this story. */
  language?: StoryLanguage;
  /** Demo data, or long titles and names with more courses than one page holds. */
  content?: 'demo' | 'long';
  /**
   * The identity provider's password policy: spec section 9's default, or one that sets every kind of requirement.
   * Named rather than an object because Storybook deep-merges story parameters into the meta's.
   */
  passwordPolicy?: 'default' | 'strict';
  /** The device's connection as the app sees it; offline keeps progress in the device's queue. Default online. */
  network?: 'online' | 'offline';
  /**
   * Renders the app as inside a frame on another site (an embedded action-plan step), with a page around it that
   * has no launch token. Default false.
   */
  framed?: boolean;
  providers?: Partial<Record<OAuthProviderId, boolean>>;
  popupIdentities?: Partial<Record<OAuthProviderId, PopupIdentity>>;
  /**
   * A mail relay the page plays (story-mail-relay.ts): `refusing` refuses every mail, `back-after-refusal` refuses
   * each mail's first try and takes the next. None by default: mails are kept, as on a server without SMTP_URL.
   */
  mailRelay?: StoryMailRelay;
}

export type StoryMailRelay = 'refusing' | 'back-after-refusal';

export const DEFAULT_DELAY_MS = 800;

/** A policy that sets every kind of requirement the identity provider knows (spec section 5). */
export const STRICT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 10,
  maxLength: 64,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
};
