// Wires lms-core for one mounted library: back end, session, account service, progress cache, route table, Redux
// store and i18n. React components only read this object; every rule they apply comes from lms-core.
import type { i18n as I18n } from 'i18next';
import {
  browserLocalStore,
  browserSessionStore,
  consoleLogger,
  learningCache,
  createAccountService,
  createProgressCache,
  createRouteTable,
  createStartedLearningCheck,
  decide,
  systemClock,
  type AccountService,
  type AuthSnapshot,
  type BackendPort,
  type Enrollment,
  type GuardDecision,
  type Logger,
  type NavigationTarget,
  type ProgressCache,
  type RouteTable,
  type Session,
} from '@lms/core';
import type { LmsConfig } from '../config/lms-config';
import { createLmsI18n, type LmsI18nOptions } from '../i18n/create-lms-i18n';
import { DEFAULT_SHELL_MESSAGES } from '../i18n/default-shell';
import { authChanged } from '../store/auth-slice';
import { createLmsStore, type LmsStore } from '../store/create-lms-store';
import { tagsOf } from '../store/contract-endpoints';
import { lmsApi } from '../store/lms-api';
import { authSettled } from './auth-settled';
import { detectFramed } from './detect-framed';
import { createSessionBackend } from './create-session-backend';
import { createLearningProgressSync, type LearningProgressSync } from './learning-progress-sync';
import { browserNetworkStatus } from './network-status';
import { createThemeChoiceStore, type ThemeChoiceStore } from './theme-choice';

export interface LmsRuntime {
  readonly config: LmsConfig;
  readonly routes: RouteTable;
  readonly backend: BackendPort;
  readonly session: Session;
  readonly accounts: AccountService;
  readonly store: LmsStore;
  readonly i18n: I18n;
  readonly i18nOptions: LmsI18nOptions;
  readonly logger: Logger;
  readonly framed: boolean;
  /** The progress cache of whoever is signed in now (keys are per user). */
  progressCache(): ProgressCache;
  /** The signed-in user's offline progress queue and the network status it waits for (course viewer). */
  readonly learning: LearningProgressSync;
  /** The colour theme chosen on this device (system, light or dark). */
  readonly theme: ThemeChoiceStore;
  /**
   * Runs lms-core's navigation guard for a navigation; waits for auth to settle when the guard asks to.
   * Never rejects: the guard logs and allows on a failed check (spec rule 5).
   */
  decideNavigation(target: NavigationTarget): Promise<Exclude<GuardDecision, { kind: 'wait' }>>;
  /**
   * Restores the session and starts mirroring state; returns the function that stops it. Stopping also stops the
   * session's background refresh, one task later, unless start is called again first: React's development
   * double-mount (start, stop, start) must not kill a session it is about to use.
   */
  start(): () => void;
}

export function createLmsRuntime(config: LmsConfig): LmsRuntime {
  const logger = config.logger ?? consoleLogger;
  const clock = config.clock ?? systemClock;
  const localStore = config.localStore ?? browserLocalStore();
  const sessionStore = config.sessionStore ?? browserSessionStore();
  const routes = createRouteTable({
    productNoun: config.productNoun ?? 'course',
    productPlural: config.productPlural,
  });
  const framed = config.framed ?? detectFramed();

  const { backend, session } = createSessionBackend({
    backend: config.backend,
    clock,
    logger,
    localStore,
    sessionStore,
  });
  const accounts = createAccountService({
    auth: backend.auth,
    functions: backend.functions,
    session,
    logger,
    appUrl: backend.appUrl,
  });
  const store = createLmsStore({ functions: backend.functions });
  const i18nOptions: LmsI18nOptions = {
    productNoun: routes.productNoun,
    productPlural: routes.productPlural,
    productLabels: config.productLabels,
  };
  const i18n = createLmsI18n(i18nOptions, DEFAULT_SHELL_MESSAGES);

  const caches = new Map<string, ProgressCache>();
  function progressCache(): ProgressCache {
    const uid = session.getSnapshot().user?.uid ?? '';
    let cache = caches.get(uid);
    if (!cache) {
      cache = createProgressCache({ store: localStore, clock, logger, ...(uid ? { userId: uid } : {}) });
      caches.set(uid, cache);
    }
    return cache;
  }

  const learning = createLearningProgressSync({
    session,
    functions: backend.functions,
    store: localStore,
    clock,
    logger,
    network: config.networkStatus ?? browserNetworkStatus(),
    recorded: (event, result) => {
      // The server's percent never goes down; the cache keeps the higher value too (guard rule 4 reads it).
      progressCache().record(event.courseId, result.progress.percent);
      // What the dashboard and "My courses" show was read from the server: an event that reached it after they
      // were read (one sent again after a reload, a slow first call of a function) makes them stale.
      store.dispatch(lmsApi.util.invalidateTags(tagsOf([learningCache.kinds.MyLearning])));
    },
  });

  async function loadEnrollments(): Promise<Enrollment[]> {
    const uid = session.getSnapshot().user?.uid;
    if (!uid) return [];
    const known = store.getState().enrollments;
    if (known.uid === uid && known.items) return known.items;
    return store
      .dispatch(lmsApi.endpoints.listMyEnrollments.initiate({ uid }, { subscribe: false }))
      .unwrap();
  }

  let isFirstNavigation = true;
  async function decideNavigation(target: NavigationTarget) {
    const firstNavigation = isFirstNavigation;
    for (;;) {
      const decision = await decide(target, {
        routes,
        auth: session.getSnapshot(),
        framed,
        isFirstNavigation: firstNavigation,
        logger,
        hasStartedLearning: createStartedLearningCheck({ progressCache: progressCache(), loadEnrollments }),
      });
      if (decision.kind !== 'wait') {
        isFirstNavigation = false;
        return decision;
      }
      void session.start();
      await authSettled(session);
    }
  }

  let pendingDispose: ReturnType<typeof setTimeout> | undefined;
  function start(): () => void {
    clearTimeout(pendingDispose);
    let lastUid = session.getSnapshot().user?.uid;
    store.dispatch(authChanged(session.getSnapshot()));
    // Spec section 4: the progress-cache cleanup runs at sign-in with the enrolled list. Loading the list
    // (once per signed-in user, after the back end confirmed the session) triggers it below; a failed load
    // only postpones the cleanup to the next time the list loads.
    let listedFor: string | undefined;
    const loadEnrollmentsAtSignIn = (snapshot: AuthSnapshot) => {
      const uid = snapshot.isAuthenticated && !snapshot.isLoading ? snapshot.user?.uid : undefined;
      if (!uid || uid === listedFor) return;
      listedFor = uid;
      loadEnrollments().catch((error: unknown) =>
        logger.warn('Enrolments could not be loaded for the progress-cache cleanup', error),
      );
    };
    loadEnrollmentsAtSignIn(session.getSnapshot());
    const stopMirror = session.subscribe((snapshot) => {
      // Cached server answers belong to the previous user: drop them before anyone reads them.
      if (snapshot.user?.uid !== lastUid) store.dispatch(lmsApi.util.resetApiState());
      lastUid = snapshot.user?.uid;
      store.dispatch(authChanged(snapshot));
      if (!snapshot.user) listedFor = undefined;
      loadEnrollmentsAtSignIn(snapshot);
    });
    let cleanedFor: unknown = null;
    const stopCleanup = store.subscribe(() => {
      const items = store.getState().enrollments.items;
      if (!items || items === cleanedFor) return;
      cleanedFor = items;
      // Spec section 4: drop cached progress not accessed for 30 days unless still enrolled.
      progressCache().cleanup(items.map((enrollment) => enrollment.course_id));
    });
    void session.start();
    return () => {
      stopMirror();
      stopCleanup();
      pendingDispose = setTimeout(() => session.dispose(), 0);
    };
  }

  return {
    config,
    routes,
    backend,
    session,
    accounts,
    store,
    i18n,
    i18nOptions,
    logger,
    framed,
    progressCache,
    learning,
    theme: createThemeChoiceStore(localStore),
    decideNavigation,
    start,
  };
}
