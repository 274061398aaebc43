// One action-plan step in the frame, drawn from lms-core's step session: where it sits in the plan, its title,
// state and due date, the author's Markdown, the checklist, the private note, Mark as done, and the previous / next
// steps. It mirrors ActionPlanStep and StepProblem in screens/action-plans, which the library's own pages show.
import type { i18n as I18n } from 'i18next';
import {
  pathFor,
  refusalDetailsOf,
  refusalReasonOf,
  type ActionPlanStepView,
  type RouteTable,
  type StepChangeOutcome,
  type StepSession,
  type StepSessionSnapshot,
} from '@lms/core';
import { errorText } from '../i18n/error-text';
import { errorState, skeleton } from '../plain-dom/controls';
import { h, uniqueId, type Child } from '../plain-dom/dom';
import type { FrameNotices } from './frame-notices';
import { markdownBlock } from './frame-markdown';
import { checklistPart, completionPart, notePart, type StepPart } from './frame-step-parts';

export interface FrameStepOptions {
  session: StepSession;
  i18n: I18n;
  routes: RouteTable;
  notices: FrameNotices;
  onCompleted(stepId: string): void;
  /** Moves the frame to another step of the plan (previous / next). */
  onOpenStep(stepId: string): void;
}

export interface FrameStep {
  element: HTMLElement;
  /** Draws the session's snapshot: in place while the same step is shown, anew when it changes. */
  render(): void;
}

function statusLine(i18n: I18n, view: ActionPlanStepView): HTMLElement {
  const t = i18n.getFixedT(null, 'translation');
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const { progress, dueAt } = view;
  return h(
    'p',
    { class: 'lms-action-plan-step__status' },
    progress &&
      h(
        'span',
        { class: `lms-step-state lms-step-state--${progress.state}` },
        progress.state === 'done' && progress.completedAt
          ? t('actionPlan.completedOn', { date: formatDate(progress.completedAt) })
          : t(`actionPlan.state.${progress.state}`),
      ),
    dueAt && progress?.state !== 'done'
      ? h('span', { class: 'lms-action-plan-step__due' }, t('actionPlan.due', { date: formatDate(dueAt) }))
      : null,
  );
}

/** Why a step cannot be shown: a student not enrolled gets the course page, in a new tab (enrolling is on our site). */
function problem(options: FrameStepOptions, error: unknown): HTMLElement {
  const { i18n, routes, session } = options;
  const t = i18n.getFixedT(null, 'translation');
  const { courseId } = refusalDetailsOf(error);
  if (refusalReasonOf(error) !== 'not-enrolled') {
    return errorState(t, error, t('actionPlan.loadFailed'), () => void session.load());
  }
  return h(
    'section',
    { class: 'lms-error-state', role: 'alert' },
    h('h1', { class: 'lms-error-state__title' }, t('actionPlan.notEnrolled.title')),
    h('p', { class: 'lms-error-state__message' }, t('actionPlan.notEnrolled.message')),
    typeof courseId === 'string'
      ? h(
          'a',
          {
            class: 'lms-button lms-button--primary',
            href: pathFor(routes, 'product-detail', { id: courseId }),
            target: '_blank',
            rel: 'noopener',
          },
          t('actionPlan.notEnrolled.action'),
        )
      : null,
  );
}

function stepLink(options: FrameStepOptions, stepId: string, className: string, label: string): HTMLElement {
  const href = pathFor(options.routes, 'action-plan', { stepId });
  const link = h('a', { class: `lms-button lms-button--secondary ${className}`, href }, label);
  link.addEventListener('click', (event) => {
    // A modified click opens the step in a new tab or window, as any link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    options.onOpenStep(stepId);
  });
  return link;
}

function navigation(options: FrameStepOptions, view: ActionPlanStepView): HTMLElement | null {
  const t = options.i18n.getFixedT(null, 'translation');
  const { previousStepId, nextStepId } = view;
  if (previousStepId === null && nextStepId === null) return null;
  return h(
    'nav',
    { class: 'lms-step-navigation', 'aria-label': t('actionPlan.stepsNavigation') },
    previousStepId !== null &&
      stepLink(options, previousStepId, 'lms-step-navigation__previous', t('actionPlan.previous')),
    nextStepId !== null && stepLink(options, nextStepId, 'lms-step-navigation__next', t('actionPlan.next')),
  );
}

/** What decides whether a snapshot can be drawn in place: the same step, checklist, language and enrolment. */
function shapeOf(view: ActionPlanStepView, language: string): string {
  const items = view.step.checklist.map((item) => `${item.id}:${item.text}`).join('\n');
  return JSON.stringify([
    view.step.id,
    view.step.title,
    view.step.body,
    items,
    view.progress === null,
    language,
  ]);
}

export function frameStep(options: FrameStepOptions): FrameStep {
  const { session, i18n, notices } = options;
  const element = h('div', { class: 'lms-frame-step' });
  const draft = { text: null as string | null, saved: null as string | null };
  let shape: string | null = null;
  let parts: StepPart[] = [];
  let status: HTMLElement | null = null;
  // Reads the current language at each call.
  const t = i18n.getFixedT(null, 'translation');

  function notice(outcome: StepChangeOutcome, failureTitle: string): boolean {
    if (outcome.ok) return true;
    notices.negative(
      failureTitle,
      outcome.stale ? t('actionPlan.staleChecklist') : errorText(t, outcome.error),
    );
    return false;
  }

  function build(view: ActionPlanStepView): HTMLElement {
    const context = { session, t, notice };
    const { step, progress } = view;
    const headingId = uniqueId('step-title');
    parts = [
      step.checklist.length > 0 ? checklistPart(context, view) : null,
      progress !== null ? notePart(context, draft) : null,
      progress !== null ? completionPart(context, options.onCompleted) : null,
    ].filter((part): part is StepPart => part !== null);
    status = statusLine(i18n, view);
    const children: Child[] = [
      h(
        'p',
        { class: 'lms-action-plan-step__context' },
        h('span', { dir: 'auto' }, view.course.title),
        ' · ',
        t('actionPlan.stepOf', { position: step.position + 1, count: view.stepCount }),
      ),
      h('h1', { id: headingId, dir: 'auto' }, step.title),
      status,
      progress === null && h('p', { class: 'lms-action-plan-step__preview' }, t('actionPlan.preview')),
      step.body.trim() !== '' && markdownBlock(step.body, 1, t('actionPlan.framed.textFailed')),
      ...parts.map((part) => part.element),
      navigation(options, view),
    ];
    return h('article', { class: 'lms-action-plan-step', 'aria-labelledby': headingId }, ...children);
  }

  function render(): void {
    const snapshot: StepSessionSnapshot = session.getSnapshot();
    if (snapshot.status === 'failed') {
      shape = null;
      element.replaceChildren(problem(options, snapshot.error));
      return;
    }
    const view = snapshot.view;
    if (view === null) {
      shape = null;
      element.replaceChildren(
        h(
          'div',
          { role: 'status', 'aria-label': t('actionPlan.loading'), class: 'lms-action-plan-step' },
          skeleton(6),
        ),
      );
      return;
    }
    const next = shapeOf(view, i18n.language);
    if (next !== shape) {
      shape = next;
      element.replaceChildren(build(view));
    } else if (status !== null) {
      const line = statusLine(i18n, view);
      status.replaceWith(line);
      status = line;
    }
    for (const part of parts) part.update(snapshot);
  }

  return { element, render };
}
