// Builds what a story runs on: an in-memory back end in the story's state and an lms-react runtime over it, signed
// in as the story's role. Runs as a Storybook loader, so play functions reach both through `context.loaded.lms`.
import { consoleLogger, LmsError, memoryStore, type LmsErrorCode } from '@lms/core';
import { createLmsRuntime, type LmsRuntime } from '@lms/react';
import {
  createInMemoryBackend,
  DEMO_USERS,
  demoFixtures,
  emptyFixtures,
  longContentFixtures,
  type InMemoryBackend,
} from '../backend';
import {
  DEFAULT_DELAY_MS,
  STRICT_PASSWORD_POLICY,
  type LmsStoryParameters,
  type StoryLanguage,
} from './story-parameters';
import { createStoryEmbedHost, type StoryEmbedHost } from './story-embed-host';

export interface StoryApp {
  backend: InMemoryBackend;
  runtime: LmsRuntime;
  language: StoryLanguage;
  /** parameters.route with `{oobCode}` filled in. */
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

function fixturesFor(parameters: LmsStoryParameters) {
  if (parameters.state === 'empty') return emptyFixtures;
  return parameters.content === 'long' ? longContentFixtures : demoFixtures;
}

export async function createStoryApp(
  parameters: LmsStoryParameters,
  toolbarLanguage: StoryLanguage,
): Promise<StoryApp> {
  const language = parameters.language ?? toolbarLanguage;
  const embedHost = parameters.framed ? createStoryEmbedHost() : undefined;
  const leftFor: string[] = [];
  const backend = createInMemoryBackend({
    fixtures: fixturesFor(parameters),
    ...(parameters.passwordPolicy === 'strict' ? { passwordPolicy: STRICT_PASSWORD_POLICY } : {}),
    ...(parameters.providers ? { providers: parameters.providers } : {}),
    ...(parameters.popupIdentities ? { popupIdentities: parameters.popupIdentities } : {}),
  });
  const runtime = createLmsRuntime({
    backend: backend.connect,
    productName: STORY_PRODUCT_NAME,
    // Signed out, the language comes from here; signed in, from the user document (set below).
    defaultLanguage: language,
    // A story must not read or leave anything in the browser's storage: each one starts from its own state.
    localStore: memoryStore(),
    sessionStore: memoryStore(),
    framed: parameters.framed === true,
    ...(embedHost ? { connectEmbedHost: embedHost.connect } : {}),
    // Storybook owns the document title.
    manageDocumentHead: false,
    logger: consoleLogger,
    leavePage: (url) => leftFor.push(url),
    ...(parameters.network === 'offline'
      ? { networkStatus: { isOnline: () => false, subscribe: () => () => undefined } }
      : {}),
  });

  const role = parameters.role ?? 'signed-out';
  if (role !== 'signed-out') {
    const uid = DEMO_USERS[role].uid;
    const account = backend.db.users.get(uid);
    if (!account) throw new LmsError('functions/not-found', `The fixtures have no ${role} account`);
    // The signed-in user's preference decides the language (LanguageSync), as it would in the app.
    account.preferences.language = language;
    runtime.session.begin(backend.sessionFor(uid), true);
  }

  let route = parameters.route;
  if (parameters.mailedLink) {
    const { kind, email } = parameters.mailedLink;
    await backend.connect(async () => null).auth.sendOobCode({ requestType: kind, email });
    const mail = backend.outbox().at(-1);
    if (mail?.code === undefined || mail.to !== email) {
      throw new LmsError('functions/not-found', `No ${kind} mail went to ${email}: is it a fixture account?`);
    }
    route = route?.replace('{oobCode}', encodeURIComponent(mail.code));
  }

  switch (parameters.state) {
    case 'loading':
      backend.setMode({ kind: 'loading' }, parameters.stateScope);
      break;
    case 'slow':
      backend.setMode({ kind: 'delayed', ms: parameters.delayMs ?? DEFAULT_DELAY_MS }, parameters.stateScope);
      break;
    case 'error':
      backend.setMode({ kind: 'error', code: parameters.error ?? DEFAULT_ERROR }, parameters.stateScope);
      break;
    default:
      break;
  }
  return { backend, runtime, language, route, embedHost, leftFor };
}
