// What a host gives the library. Everything but the back end has a sensible default.
import type { ComponentType } from 'react';
import type {
  BackendPort,
  Clock,
  ExchangeLaunchTokenResult,
  FrameBridge,
  IdTokenSource,
  KeyValueStore,
  Logger,
  RouteName,
  ThemeChoice,
} from '@lms/core';
import type { NounLabels } from '../i18n/noun-labels';
import type { NetworkStatus } from '../runtime/network-status';

/**
 * A back end, or a factory for one. Adapters that attach the user's ID token to requests (functions, storage) need
 * the session's token source, which only exists once the library has created the session: pass a factory then.
 */
export type BackendConfig = BackendPort | ((getIdToken: IdTokenSource) => BackendPort);

/** Screens per route. A lazily loaded component keeps each screen out of the landing page's bundle. */
export type ScreenRegistry = Partial<Record<RouteName, ComponentType>>;

export interface LmsConfig {
  backend: BackendConfig;
  /** The product's name, shown in the header and page titles. */
  productName: string;
  /** The site's logo, drawn before the name in the header (an address the page may load). */
  logoUrl?: string;
  /** Singular noun of what is taught (spec `{product}`); default `course`. */
  productNoun?: string;
  /** Plural used in paths and text; default the noun followed by `s`. */
  productPlural?: string;
  /** The noun's words per language when they are not the noun itself (e.g. fr-FR `cours`). */
  productLabels?: Readonly<Record<string, NounLabels>>;
  /** Screens per route, added to (and overriding) the library's landing and not-found screens. */
  screens?: ScreenRegistry;
  /** Language before a signed-in user's preference is known; default en-US (spec section 9). */
  defaultLanguage?: string;
  /** Sets document.title and the meta description per route; turn off when embedded in a page that owns them. */
  manageDocumentHead?: boolean;
  /** Whether the app runs inside a frame (guard rule 1's action-plan exception); detected when omitted. */
  framed?: boolean;
  /**
   * How a framed action-plan step reaches the page around it (the embed bridge). Default: lms-core's
   * connectToHost with window.parent, on the allowed origins; stories and tests pass their own host.
   */
  connectEmbedHost?: (allowedOrigins: readonly string[]) => Promise<FrameBridge>;
  /** Opens a framed step's first-party sign-in popup for the step page at `stepPath`; default lms-core's. */
  openFrameSignIn?: (stepPath: string) => Promise<ExchangeLaunchTokenResult>;
  logger?: Logger;
  clock?: Clock;
  /** Persistent storage (remembered sessions, progress cache); default the browser's localStorage. */
  localStore?: KeyValueStore;
  /** Per-tab storage (sessions without "remember me"); default the browser's sessionStorage. */
  sessionStore?: KeyValueStore;
  /** The colour theme while the user has chosen none on this device; default 'system' (stories pin one). */
  colorTheme?: ThemeChoice;
  /** Whether the device is online (the progress queue waits while offline); default the browser's. */
  networkStatus?: NetworkStatus;
  /**
   * Leaves the app for a page outside it: the payment provider's checkout. Default `window.location.assign`; a
   * host that opens such pages its own way, or a test, passes its own. Only called with addresses lms-core's
   * `checkoutRedirectUrl` accepted.
   */
  leavePage?: (url: string) => void;
}
