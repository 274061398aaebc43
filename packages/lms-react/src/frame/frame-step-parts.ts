// The parts of a step in the frame that change while the student works: the checklist, the note and Mark as done.
// Each is built once per loaded step and updated in place from the step session's snapshot, so a tick or a save
// never moves the keyboard focus. Texts and classes are those of the React screens (screens/action-plans).
import type { TFunction } from 'i18next';
import {
  ACTION_PLAN_LIMITS,
  type ActionPlanStepView,
  type StepChangeOutcome,
  type StepSession,
  type StepSessionSnapshot,
} from '@lms/core';
import { button } from '../plain-dom/controls';
import { h, uniqueId } from '../plain-dom/dom';

export interface StepPartContext {
  session: StepSession;
  t: TFunction;
  /** Says a refused change (useStepChangeNotice); true when the server kept it. */
  notice(outcome: StepChangeOutcome, failureTitle: string): boolean;
}

export interface StepPart {
  element: HTMLElement;
  update(snapshot: StepSessionSnapshot): void;
}

export function checklistPart({ session, t, notice }: StepPartContext, view: ActionPlanStepView): StepPart {
  const countId = uniqueId('checklist-count');
  const count = h('p', { id: countId, class: 'lms-step-checklist__count' });
  const boxes = view.step.checklist.map((item) => {
    const box = h('input', { type: 'checkbox', disabled: view.progress === null });
    box.addEventListener('change', () => {
      void session
        .toggleItem(item.id, box.checked)
        .then((outcome) => notice(outcome, t('actionPlan.checklist.saveFailed')));
    });
    return {
      id: item.id,
      box,
      row: h(
        'li',
        {},
        h('label', { class: 'lms-step-checklist__item' }, box, h('span', { dir: 'auto' }, item.text)),
      ),
    };
  });
  const element = h(
    'fieldset',
    { class: 'lms-step-checklist', 'aria-describedby': countId },
    h('legend', {}, t('actionPlan.checklist.legend')),
    count,
    h('ul', { class: 'lms-step-checklist__items' }, ...boxes.map(({ row }) => row)),
  );
  return {
    element,
    update({ ticked }) {
      count.textContent = t('actionPlan.checklist.progress', {
        checked: ticked.length,
        count: boxes.length,
      });
      for (const { id, box } of boxes) box.checked = ticked.includes(id);
    },
  };
}

/** The student's private note, saved when they ask. `draft` outlives a reload of the same step. */
export function notePart(
  { session, t, notice }: StepPartContext,
  draft: { text: string | null; saved: string | null },
): StepPart {
  const fieldId = uniqueId('note');
  const descriptionId = uniqueId('note-description');
  const field = h('textarea', {
    id: fieldId,
    rows: 4,
    maxlength: ACTION_PLAN_LIMITS.noteLength,
    class: 'lms-field__control lms-field__control--multiline',
    'aria-describedby': descriptionId,
  });
  const save = button(t('actionPlan.note.save'), { variant: 'secondary', type: 'submit' });
  const status = h('span', { role: 'status', class: 'lms-step-note__status' });
  let kept = '';
  let saving = false;
  const draw = () => {
    const changed = field.value !== (draft.saved ?? kept);
    save.setBusy(saving, t('common.loading'));
    save.setDisabled(!changed);
    status.textContent = draft.saved !== null && !changed ? t('actionPlan.note.saved') : '';
  };
  field.addEventListener('input', () => {
    draft.text = field.value;
    draw();
  });
  const element = h(
    'form',
    { class: 'lms-step-note' },
    h(
      'div',
      { class: 'lms-field' },
      h('label', { class: 'lms-field__label', for: fieldId }, t('actionPlan.note.label')),
      h('p', { class: 'lms-field__description', id: descriptionId }, t('actionPlan.note.description')),
      field,
    ),
    h('div', { class: 'lms-step-note__actions' }, save.element, status),
  );
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = field.value;
    void session.saveNote(text).then((outcome) => {
      if (notice(outcome, t('actionPlan.note.saveFailed'))) draft.saved = text;
      draw();
    });
  });
  let filled = false;
  return {
    element,
    update({ view, saving: kinds }) {
      kept = view?.progress?.note ?? '';
      if (!filled) {
        field.value = draft.text ?? kept;
        filled = true;
      }
      saving = kinds.includes('note');
      draw();
    },
  };
}

/** Mark as done (only the student does), or open the step again. */
export function completionPart(
  { session, t, notice }: StepPartContext,
  onCompleted: (stepId: string) => void,
): StepPart {
  const status = h('span', { role: 'status', class: 'lms-step-completion__status' });
  let done = false;
  const change = button('', {
    onClick: () => {
      const wasDone = done;
      void session.changeState(wasDone ? 'in-progress' : 'done').then((outcome) => {
        if (!notice(outcome, t(wasDone ? 'actionPlan.reopenFailed' : 'actionPlan.markDoneFailed'))) return;
        status.textContent = wasDone ? t('actionPlan.reopened') : t('actionPlan.doneMessage');
        if (!wasDone) onCompleted(session.getSnapshot().stepId);
      });
    },
  });
  return {
    element: h('div', { class: 'lms-step-completion' }, change.element, status),
    update({ view, saving }) {
      done = view?.progress?.state === 'done';
      change.setVariant(done ? 'ghost' : 'primary');
      change.setLabel(done ? t('actionPlan.reopen') : t('actionPlan.markDone'));
      change.setBusy(saving.includes('state'), t('common.loading'));
    },
  };
}
