// Builds what a story runs on: the one real domain in the page (@lms/browser's local server, opened from the story
// set's seeded snapshot at the story clock) in the story's state, and an lms-react runtime over it, signed in as the
// story's role. Runs as a Storybook loader, so play functions reach both through `context.loaded.lms`.
import {
  consoleLogger,
  LmsError,
  memoryStore,
  type Clock,
  type LmsErrorCode,
  type OAuthProviderId,
} from '@lms/core';
import { localConfig, type LocalServer } from '@lms/browser';
import type { DomainConfig } from '@lms/domain';
import { createLmsRuntime, type LmsRuntime } from '@lms/react';
import { resolveStoryPlaceholders, type StoryIds, type StorySet } from '../seed';
import { createStoryEmbedHost, type StoryEmbedHost } from './story-embed-host';
import {
  DEFAULT_DELAY_MS,
  STRICT_PASSWORD_POLICY,
  type LmsStoryParameters,
  type StoryLanguage,
} from './story-parameters';
import { storyMailRelay } from './story-mail-relay';
import { openStoryServer, storyClock } from './story-server';

export interface StoryApp {
  /** The story's own local server: the domain, its database (a copy of the set's snapshot), outbox and states. */
  server: LocalServer;
  /** What the seed made, by the fixtures' names: `ids.users.student`, `ids.courses.python` ... */
  ids: StoryIds;
  /** The story's clock: STORY_NOW when the story opened, then real time. */
  clock: Clock;
  runtime: LmsRuntime;
  language: StoryLanguage;
  /** parameters.route with its placeholders resolved and `{oobCode}` filled in. */
  route: string | undefined;
  /** The page around the frame, when the story is framed. */
  embedHost: StoryEmbedHost | undefined;
  /**
   * Pages outside the app the story asked to open (a payment provider's checkout), newest last. A static Storybook
   * must not leave itself, so they are recorded here for play functions instead.
   */
  leftFor: string[];
}

export const STORY_PRODUCT_NAME = 'Learnwell';
const DEFAULT_ERROR: LmsErrorCode = 'functions/unavailable';

function setOf(parameters: LmsStoryParameters): StorySet {
  if (parameters.state === 'empty') return 'empty';
  return parameters.content === 'long' ? 'long' : 'demo';
}

/** The domain's settings a story chooses: the password policy, and which popup providers are configured. */
function configOf(parameters: LmsStoryParameters): Partial<DomainConfig> {
  const config: Partial<DomainConfig> = {};
  if (parameters.passwordPolicy === 'strict') config.passwordPolicy = { ...STRICT_PASSWORD_POLICY };
  if (parameters.providers) {
    const oidc = { ...localConfig().oidc };
    for (const [provider, configured] of Object.entries(parameters.providers)) {
      if (configured === false) delete oidc[provider as OAuthProviderId];
    }
    config.oidc = oidc;
  }
  return config;
}

function storyNetwork(state: 'online' | 'offline') {
  return { isOnline: () => state === 'online', subscribe: () => () => undefined };
}

export async function createStoryApp(
  parameters: LmsStoryParameters,
  toolbarLanguage: StoryLanguage,
): Promise<StoryApp> {
  const language = parameters.language ?? toolbarLanguage;
  const embedHost = parameters.framed ? createStoryEmbedHost() : undefined;
  const leftFor: string[] = [];
  const clock = storyClock();
  const { server, ids } = await openStoryServer(setOf(parameters), clock, {
    config: configOf(parameters),
    ...(parameters.popupIdentities ? { popupIdentities: parameters.popupIdentities } : {}),
    ...(parameters.mailRelay ? { mailTransport: storyMailRelay(parameters.mailRelay) } : {}),
  });
  try {
    const runtime = createLmsRuntime({
      backend: (getIdToken) => server.connect(getIdToken),
      productName: STORY_PRODUCT_NAME,
      ...(parameters.logoUrl !== undefined ? { logoUrl: parameters.logoUrl } : {}),
      // Signed out, the language comes from here; signed in, from the user document (set below).
      defaultLanguage: language,
      // A story must not read or leave anything in the browser's storage: each one starts from its own state.
      localStore: memoryStore(),
      sessionStore: memoryStore(),
      clock,
      framed: parameters.framed === true,
      ...(embedHost ? { connectEmbedHost: embedHost.connect } : {}),
      // Storybook owns the document title.
      manageDocumentHead: false,
      logger: consoleLogger,
      leavePage: (url) => leftFor.push(url),
      // The story's network is the page's own server, so the machine's does not decide: a browser on a machine with
      // no network interface but loopback reports navigator.onLine false, and answers would wait "until online".
      networkStatus: storyNetwork(parameters.network === 'offline' ? 'offline' : 'online'),
    });

    const role = parameters.role ?? 'signed-out';
    if (role !== 'signed-out') {
      const session = await server.sessionFor(ids.users[role]);
      // The signed-in user's preference decides the language (LanguageSync), as it would in the app: set as the
      // user would set it, through the operation.
      await server
        .connect(async () => session.tokens.idToken)
        .functions.call('updateMyUserDocument', { preferences: { language } });
      runtime.session.begin(session, true);
    }

    let route = parameters.route === undefined ? undefined : resolveStoryPlaceholders(parameters.route, ids);
    if (parameters.mailedLink) {
      const { kind, email } = parameters.mailedLink;
      const mailedBefore = (await server.outbox()).length;
      await server.connect(async () => null).auth.sendOobCode({ requestType: kind, email });
      const mail = (await server.outbox())
        .slice(mailedBefore)
        .find((sent) => sent.kind === kind && sent.to === email);
      if (mail?.code === undefined) {
        throw new LmsError('functions/not-found', `No ${kind} mail went to ${email}: is it a story account?`);
      }
      route = route?.replace('{oobCode}', encodeURIComponent(mail.code));
    }

    switch (parameters.state) {
      case 'loading':
        server.setMode({ kind: 'loading' }, parameters.stateScope);
        break;
      case 'slow':
        server.setMode(
          { kind: 'delayed', ms: parameters.delayMs ?? DEFAULT_DELAY_MS },
          parameters.stateScope,
        );
        break;
      case 'error':
        server.setMode({ kind: 'error', code: parameters.error ?? DEFAULT_ERROR }, parameters.stateScope);
        break;
      default:
        break;
    }
    return { server, ids, clock, runtime, language, route, embedHost, leftFor };
  } catch (error) {
    await server.close();
    throw error;
  }
}
