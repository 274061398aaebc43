import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LmsError, type AdminActionPlan, type AdminActionPlanStep, type OperationInput } from '@lms/core';
import { renderLms } from '../../test-support/render-lms';
import { adminCourse, createAuthoringFake } from './testing/authoring-fake';

const admin = { uid: 'admin-1', email: 'admin@example.com', admin: true };

function step(id: string, title: string, overrides: Partial<AdminActionPlanStep> = {}): AdminActionPlanStep {
  return {
    id,
    courseId: 'c1',
    position: 0,
    title,
    body: '',
    checklist: [],
    dueOffsetDays: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The course's plan as the server keeps it: every change answers with the whole plan, in order. */
function planBackend(initial: AdminActionPlanStep[]) {
  let steps = initial;
  const plan = (): AdminActionPlan => ({
    courseId: 'c1',
    steps: steps.map((item, position) => ({ ...item, position })),
  });
  return {
    handlers: {
      adminListActionPlanSteps: () => plan(),
      createActionPlanStep: (input: OperationInput<'createActionPlanStep'>) => {
        const checklist = (input.checklist ?? []).map((item, index) => ({
          id: `new-item-${index}`,
          text: item.text,
        }));
        steps = [...steps, step(`s${steps.length + 1}`, input.title, { ...input, checklist })];
        return plan();
      },
      updateActionPlanStep: ({ stepId, patch }: OperationInput<'updateActionPlanStep'>) => {
        steps = steps.map((item) =>
          item.id === stepId
            ? {
                ...item,
                ...patch,
                checklist:
                  patch.checklist?.map((entry, index) => ({
                    id: entry.id ?? `edit-${index}`,
                    text: entry.text,
                  })) ?? item.checklist,
              }
            : item,
        );
        return plan();
      },
      reorderActionPlanSteps: ({ stepIds }: OperationInput<'reorderActionPlanSteps'>) => {
        steps = stepIds.map((id) => steps.find((item) => item.id === id)!);
        return plan();
      },
      deleteActionPlanStep: ({ stepId }: OperationInput<'deleteActionPlanStep'>) => {
        steps = steps.filter((item) => item.id !== stepId);
        return plan();
      },
    },
  };
}

async function openPlan(steps: AdminActionPlanStep[], extra: object = {}) {
  const course = adminCourse();
  const plan = planBackend(steps);
  const view = renderLms({
    path: `/admin/courses?edit=${course.id}`,
    handlers: { ...createAuthoringFake([course]).handlers, ...plan.handlers, ...extra },
    signedInAs: admin,
  });
  const callsOf = (name: string) =>
    view.runtime.backend.calls.filter((call) => call.name === name).map((call) => call.data);
  const section = within(await screen.findByRole('region', { name: 'Action plan' }));
  return { section, callsOf, user: userEvent.setup() };
}

const titles = () =>
  [...document.querySelectorAll('.lms-plan-step-row__title')].map((node) => node.textContent);

describe('the course editor’s action plan', { timeout: 20_000 }, () => {
  it('adds a step with a checklist and a due offset, refusing an empty item until it is written', async () => {
    const { section, callsOf, user } = await openPlan([]);
    expect(await section.findByRole('heading', { name: 'No steps yet' })).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Add a step' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New step' }));
    await user.click(dialog.getByRole('button', { name: 'Add the step' }));
    expect(dialog.getByRole('textbox', { name: 'Title' })).toBeInvalid();

    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Write your budget');
    await user.click(dialog.getByRole('button', { name: 'Add an item' }));
    await user.type(dialog.getByRole('spinbutton', { name: /Due after/ }), '14');
    await user.click(dialog.getByRole('button', { name: 'Add the step' }));
    expect(dialog.getByRole('textbox', { name: 'Item 1' })).toBeInvalid();
    expect(callsOf('createActionPlanStep')).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Item 1' }), 'List rent');
    await user.click(dialog.getByRole('button', { name: 'Add the step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('createActionPlanStep')).toEqual([
      {
        courseId: 'c1',
        title: 'Write your budget',
        body: '',
        checklist: [{ text: 'List rent' }],
        dueOffsetDays: 14,
      },
    ]);
    expect(await section.findByText(/1 checklist item · due 14 days after enrolling/)).toBeVisible();
    expect(section.getByText('s1', { selector: 'code' })).toBeVisible();
  });

  it('edits a step keeping its items’ ids, so students’ ticks stay', async () => {
    const { section, callsOf, user } = await openPlan([
      step('s1', 'Track a month', { checklist: [{ id: 'i1', text: 'Choose categories' }] }),
    ]);
    await user.click(await section.findByRole('button', { name: 'Edit Track a month' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit “Track a month”' }));
    const item = dialog.getByRole('textbox', { name: 'Item 1' });
    await user.clear(item);
    await user.type(item, 'Choose five categories');
    await user.click(dialog.getByRole('button', { name: 'Save the step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('updateActionPlanStep')).toEqual([
      {
        stepId: 's1',
        patch: {
          title: 'Track a month',
          body: '',
          checklist: [{ id: 'i1', text: 'Choose five categories' }],
          dueOffsetDays: null,
        },
      },
    ]);
  });

  it('moves steps with Move up / down and removes one after confirmation', async () => {
    const { section, callsOf, user } = await openPlan([step('s1', 'First'), step('s2', 'Second')]);
    expect(await section.findByRole('button', { name: 'Move up First' })).toBeDisabled();
    expect(section.getByRole('link', { name: 'Preview Second' })).toHaveAttribute('href', '/action-plan/s2');
    await user.click(section.getByRole('button', { name: 'Move down First' }));
    await waitFor(() => expect(titles()).toEqual(['Second', 'First']));
    expect(callsOf('reorderActionPlanSteps')).toEqual([{ courseId: 'c1', stepIds: ['s2', 's1'] }]);

    await user.click(section.getByRole('button', { name: 'Remove Second' }));
    const confirm = within(await screen.findByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(titles()).toEqual(['First']));
    expect(callsOf('deleteActionPlanStep')).toEqual([{ stepId: 's2' }]);
  });

  it('keeps the removal dialog open with the reason when a removal is refused, and clears it on closing', async () => {
    const { section, callsOf, user } = await openPlan([step('s1', 'First')], {
      deleteActionPlanStep: () => {
        throw new LmsError('functions/unavailable', 'down');
      },
    });
    await user.click(await section.findByRole('button', { name: 'Remove First' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByRole('alert')).toBeVisible();
    expect(titles()).toEqual(['First']);
    expect(callsOf('deleteActionPlanStep')).toEqual([{ stepId: 's1' }]);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(section.getByRole('button', { name: 'Remove First' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a save is refused, keeping what was typed', async () => {
    const { section, user } = await openPlan([], {
      createActionPlanStep: () => {
        throw new LmsError('functions/invalid-argument', 'Too many', { reason: 'too-many-steps' });
      },
    });
    await user.click(await section.findByRole('button', { name: 'Add a step' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New step' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'One more');
    await user.click(dialog.getByRole('button', { name: 'Add the step' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('An action plan has at most 200 steps.');
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('One more');
  });
});
