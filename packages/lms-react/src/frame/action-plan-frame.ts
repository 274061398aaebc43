// An action-plan step inside a frame on another site, drawn without React (docs/decisions.md, "The action-plan
// frame without React"). lms-core's frame launch signs the student in (the page's launch token, a session this
// site's partition kept, or the sign-in popup) and carries the news to the page: ready, the content height on every
// resize, and each step completed. lms-core's step session holds the step's rules; this file only draws.
import type { i18n as I18n } from 'i18next';
import {
  createStepSession,
  openFrameSignInPopup,
  pathFor,
  type ExchangeLaunchTokenResult,
  type FrameLaunch,
  type FunctionsPort,
  type RouteTable,
  type StepSession,
} from '@lms/core';
import { spinner } from '../plain-dom/controls';
import { h } from '../plain-dom/dom';
import { frameNotices } from './frame-notices';
import { frameSignIn } from './frame-sign-in';
import { frameStep, type FrameStep } from './frame-step';

export interface ActionPlanFrameOptions {
  stepId: string;
  /** Started by the caller: one launch serves the whole visit, whichever step the student moves to. */
  launch: FrameLaunch;
  functions: FunctionsPort;
  /** With the action-plans message area loaded. */
  i18n: I18n;
  routes: RouteTable;
  productName: string;
  /** Opens the sign-in popup for the step at `stepPath`; lms-core's openFrameSignInPopup by default. */
  openFrameSignIn?: (stepPath: string) => Promise<ExchangeLaunchTokenResult>;
  /**
   * Moves to another step of the plan. By default the frame adds a history entry and shows it; a host with a router
   * navigates and calls `show` with the new step.
   */
  openStep?: (stepId: string, path: string) => void;
  /** After the server kept a change of the student's state. */
  onSaved?: () => void;
  /** Moves the focus to the step's title once it shows: the student came from another step of the plan. */
  focusTitle?: boolean;
}

export interface ActionPlanFrame {
  /** Shows another step of the plan, keeping the launch and who is signed in. */
  show(stepId: string): void;
  destroy(): void;
}

interface HistoryState {
  lmsFrameStepId?: unknown;
}

/** Reports the document's height whenever it changes, so the page sizes the iframe to it and nothing scrolls inside. */
function reportContentHeight(report: (height: number) => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const root = document.documentElement;
  let last = -1;
  const measure = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    report(height);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(root);
  measure();
  return () => observer.disconnect();
}

export function mountActionPlanFrame(element: HTMLElement, options: ActionPlanFrameOptions): ActionPlanFrame {
  const { launch, i18n, routes } = options;
  const t = i18n.getFixedT(null, 'translation');
  const notices = frameNotices(t);
  const content = h('div');
  const root = h('div', { class: 'lms-action-plan lms-action-plan--framed' }, notices.element, content);
  element.replaceChildren(root);

  let stepId = options.stepId;
  let shownReady: string | null = null;
  let step: { id: string; session: StepSession; view: FrameStep; stop: () => void } | null = null;
  let focusTitle = options.focusTitle ?? false;

  const openStep =
    options.openStep ??
    ((next: string, path: string) => {
      window.history.pushState({ lmsFrameStepId: next } satisfies HistoryState, '', path);
      show(next);
    });

  function stepFor(id: string) {
    if (step?.id === id) return step;
    step?.stop();
    const session = createStepSession({ functions: options.functions, stepId: id, onSaved: options.onSaved });
    const view = frameStep({
      session,
      i18n,
      routes,
      notices,
      onCompleted: (completed) => launch.stepCompleted(completed),
      onOpenStep: (next) => {
        focusTitle = true;
        openStep(next, pathFor(routes, 'action-plan', { stepId: next }));
      },
    });
    const unsubscribe = session.subscribe(() => {
      view.render();
      // A step opened from previous / next takes the focus to its title, so keyboard and screen-reader users start
      // on the new step instead of at the top of the document.
      if (focusTitle && session.getSnapshot().status !== 'loading') {
        focusTitle = false;
        const title = view.element.querySelector<HTMLElement>('h1');
        title?.setAttribute('tabindex', '-1');
        title?.focus();
      }
    });
    step = { id, session, view, stop: unsubscribe };
    void session.load();
    return step;
  }

  function render(): void {
    const state = launch.getSnapshot();
    if (state.status === 'connecting') {
      content.replaceChildren(spinner(t('actionPlan.framed.connecting')));
      return;
    }
    if (shownReady !== stepId) {
      shownReady = stepId;
      launch.ready(stepId);
    }
    if (state.status === 'needs-sign-in') {
      step?.stop();
      step = null;
      content.replaceChildren(
        frameSignIn({
          t,
          productName: options.productName,
          problem: state.problem,
          openPopup: () => {
            const stepPath = pathFor(routes, 'action-plan', { stepId });
            return options.openFrameSignIn?.(stepPath) ?? openFrameSignInPopup({ stepPath });
          },
          onSignedIn: (result) => launch.adopt(result),
        }),
      );
      return;
    }
    const current = stepFor(stepId);
    if (content.firstChild !== current.view.element) content.replaceChildren(current.view.element);
    current.view.render();
  }

  function show(next: string): void {
    if (next === stepId) return;
    stepId = next;
    notices.clear();
    render();
  }

  const onPopState = (event: PopStateEvent) => {
    const wanted = (event.state as HistoryState | null)?.lmsFrameStepId;
    if (options.openStep === undefined) show(typeof wanted === 'string' ? wanted : options.stepId);
  };
  window.addEventListener('popstate', onPopState);
  const stopLaunch = launch.subscribe(render);
  const stopHeight = reportContentHeight((height) => launch.resize(height));
  const onLanguage = () => render();
  i18n.on('languageChanged', onLanguage);
  render();

  return {
    show,
    destroy() {
      window.removeEventListener('popstate', onPopState);
      i18n.off('languageChanged', onLanguage);
      stopLaunch();
      stopHeight();
      step?.stop();
      step = null;
    },
  };
}
