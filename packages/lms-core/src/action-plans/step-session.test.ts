// A student's work on one step: loading, ticks shown at once and saved whole, a refused tick put back, a checklist
// the author changed meanwhile loaded again, and a late answer never undoing a later tick.
import { describe, expect, it, vi } from 'vitest';
import type { FunctionsPort } from '../api/ports';
import type { ActionPlanStepProgress, ActionPlanStepView } from '../api/schemas/action-plan';
import type { OperationInput } from '../api/operations';
import { LmsError } from '../errors';
import { notStartedStepProgress } from './not-started';
import { createStepSession } from './step-session';

const PROGRESS: ActionPlanStepProgress = notStartedStepProgress();

function stepView(checklist = ['i1', 'i2', 'i3'], progress: ActionPlanStepProgress | null = PROGRESS) {
  return {
    course: { id: 'c1', slug: 'budgets', title: 'Budgets' },
    step: {
      id: 's1',
      position: 0,
      title: 'Set up your workbook',
      body: '',
      checklist: checklist.map((id) => ({ id, text: `Item ${id}` })),
      dueOffsetDays: null,
    },
    stepCount: 1,
    previousStepId: null,
    nextStepId: null,
    dueAt: null,
    progress,
  } satisfies ActionPlanStepView;
}

type Update = OperationInput<'updateMyActionPlanStep'>;

/** A server for one step; `answer` decides each update (default: keep it). */
function fakeServer(view: ActionPlanStepView = stepView()) {
  const updates: Update[] = [];
  let current = view;
  const server = {
    updates,
    loads: 0,
    setView(next: ActionPlanStepView) {
      current = next;
    },
    answer: async (input: Update) => {
      const progress = {
        ...current.progress!,
        state: input.state ?? current.progress!.state,
        checkedItemIds: input.checkedItemIds ?? current.progress!.checkedItemIds,
        note: input.note ?? current.progress!.note,
      };
      current = { ...current, progress };
      return { stepId: 's1', courseId: 'c1', progress };
    },
  };
  const functions = {
    call: vi.fn(async (name: string, input: unknown) => {
      if (name === 'getActionPlanStep') {
        server.loads += 1;
        return current;
      }
      if (name === 'updateMyActionPlanStep') {
        updates.push(input as Update);
        return server.answer(input as Update);
      }
      throw new Error(`unexpected ${name}`);
    }),
  } as unknown as FunctionsPort;
  return { server, functions };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('an action-plan step session', () => {
  it('loads the step and shows the ticks the server kept', async () => {
    const { functions } = fakeServer(stepView(['i1', 'i2'], { ...PROGRESS, checkedItemIds: ['i2'] }));
    const session = createStepSession({ functions, stepId: 's1' });
    expect(session.getSnapshot().status).toBe('loading');
    await session.load();
    expect(session.getSnapshot()).toMatchObject({ status: 'loaded', ticked: ['i2'], saving: [] });
  });

  it('a load that fails says why, and loading again shows the step', async () => {
    const { functions } = fakeServer();
    const refusal = new LmsError('functions/unavailable', 'down');
    vi.mocked(functions.call).mockRejectedValueOnce(refusal);
    const session = createStepSession({ functions, stepId: 's1' });
    await session.load();
    expect(session.getSnapshot()).toMatchObject({ status: 'failed', error: refusal, view: null });
    await session.load();
    expect(session.getSnapshot()).toMatchObject({ status: 'loaded', error: null });
  });

  it('a tick shows at once and the save carries every tick, in the checklist order', async () => {
    const { server, functions } = fakeServer();
    const session = createStepSession({ functions, stepId: 's1' });
    await session.load();
    await session.toggleItem('i3', true);
    const pending = session.toggleItem('i1', true);
    expect(session.getSnapshot().ticked).toEqual(['i1', 'i3']);
    expect(session.getSnapshot().saving).toEqual(['checklist']);
    await pending;
    expect(server.updates.map((update) => update.checkedItemIds)).toEqual([['i3'], ['i1', 'i3']]);
    expect(session.getSnapshot()).toMatchObject({ ticked: ['i1', 'i3'], saving: [] });
    expect(session.getSnapshot().view?.progress?.checkedItemIds).toEqual(['i1', 'i3']);
  });

  it('a refused tick is put back to what the server kept, and the refusal is returned', async () => {
    const { server, functions } = fakeServer();
    const session = createStepSession({ functions, stepId: 's1' });
    await session.load();
    await session.toggleItem('i1', true);
    const refusal = new LmsError('functions/unavailable', 'down');
    server.answer = async () => {
      throw refusal;
    };
    const outcome = await session.toggleItem('i2', true);
    expect(outcome).toEqual({ ok: false, error: refusal, stale: false });
    expect(session.getSnapshot().ticked).toEqual(['i1']);
  });

  it('an earlier answer does not undo a later tick', async () => {
    const { server, functions } = fakeServer();
    const session = createStepSession({ functions, stepId: 's1' });
    await session.load();
    const first = deferred<void>();
    const keep = server.answer;
    server.answer = async (input) => {
      await first.promise;
      return keep(input);
    };
    const firstTick = session.toggleItem('i1', true);
    server.answer = keep;
    const secondTick = session.toggleItem('i2', true);
    await secondTick;
    expect(session.getSnapshot().ticked).toEqual(['i1', 'i2']);
    expect(session.getSnapshot().saving).toEqual(['checklist']);
    first.resolve();
    await firstTick;
    expect(session.getSnapshot().ticked).toEqual(['i1', 'i2']);
    expect(session.getSnapshot().saving).toEqual([]);
  });

  it('a checklist the author changed meanwhile is refused as stale and the step loads again', async () => {
    const { server, functions } = fakeServer();
    const session = createStepSession({ functions, stepId: 's1' });
    await session.load();
    server.setView(stepView(['i1', 'i9']));
    server.answer = async () => {
      throw new LmsError('functions/aborted', 'changed', { reason: 'stale-checklist', unknown: ['i3'] });
    };
    const outcome = await session.toggleItem('i3', true);
    expect(outcome).toMatchObject({ ok: false, stale: true });
    await vi.waitFor(() =>
      expect(session.getSnapshot().view?.step.checklist.map((item) => item.id)).toEqual(['i1', 'i9']),
    );
    expect(server.loads).toBe(2);
    expect(session.getSnapshot().ticked).toEqual([]);
  });

  it('the note and the state are saved, and the server answer becomes the student state', async () => {
    const { server, functions } = fakeServer();
    const saved = vi.fn();
    const session = createStepSession({ functions, stepId: 's1', onSaved: saved });
    await session.load();
    const note = session.saveNote('Bank statements are in the drawer.');
    expect(session.getSnapshot().saving).toEqual(['note']);
    await note;
    const done = await session.changeState('done');
    expect(done).toMatchObject({ ok: true, progress: { state: 'done' } });
    expect(server.updates).toEqual([
      { stepId: 's1', note: 'Bank statements are in the drawer.' },
      { stepId: 's1', state: 'done' },
    ]);
    expect(session.getSnapshot().view?.progress).toMatchObject({
      state: 'done',
      note: 'Bank statements are in the drawer.',
    });
    expect(saved).toHaveBeenCalledTimes(2);
    expect(saved).toHaveBeenLastCalledWith(expect.objectContaining({ stepId: 's1', courseId: 'c1' }));
  });

  it('a preview (no state of ones own) saves nothing', async () => {
    const { server, functions } = fakeServer(stepView(['i1'], null));
    const session = createStepSession({ functions, stepId: 's1' });
    await session.load();
    expect(await session.toggleItem('i1', true)).toMatchObject({
      ok: false,
      error: { code: 'functions/permission-denied' },
      stale: false,
    });
    expect(await session.changeState('done')).toMatchObject({ ok: false });
    expect(server.updates).toEqual([]);
    expect(session.getSnapshot().ticked).toEqual([]);
  });

  it('tells its listeners of each change until they unsubscribe', async () => {
    const { functions } = fakeServer();
    const session = createStepSession({ functions, stepId: 's1' });
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    await session.load();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await session.load();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
