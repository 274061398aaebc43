// One action-plan step as a student works through it: loading it, ticking its checklist, saving their note and
// marking it done. A plain store (subscribe / getSnapshot) that any view drives: the React screens on our site and
// the action-plan frame. It holds the step's rules, so no view has to:
// - a tick shows at once; the save carries every tick (the last save wins, as in a form); a refused save puts back
//   what the server kept, unless a later tick is already on its way;
// - a checklist the author changed since the step was loaded is refused by the server ("stale-checklist"): the step
//   loads again, so the student sees the new items;
// - every kept change replaces the student's state with the server's answer.
import type { OperationOutput } from '../api/operations';
import { LmsError, refusalReasonOf } from '../errors/lms-error';
import type { FunctionsPort } from '../api/ports';
import type {
  ActionPlanStepProgress,
  ActionPlanStepState,
  ActionPlanStepView,
} from '../api/schemas/action-plan';

export type StepChangeKind = 'checklist' | 'note' | 'state';

export type StepChangeOutcome =
  | { readonly ok: true; readonly progress: ActionPlanStepProgress }
  /** `stale`: the checklist changed since the step was loaded; the step is loading again. */
  | { readonly ok: false; readonly error: unknown; readonly stale: boolean };

export interface StepSessionSnapshot {
  readonly stepId: string;
  readonly status: 'loading' | 'loaded' | 'failed';
  /** The step as last loaded, with the student's state as the server last answered it. */
  readonly view: ActionPlanStepView | null;
  /** Why the step could not be loaded (status "failed"). */
  readonly error: unknown;
  /** The ticked items as shown: the server's, or a tick still being saved. */
  readonly ticked: readonly string[];
  /** The kinds of change being saved now. */
  readonly saving: readonly StepChangeKind[];
}

export interface StepSessionOptions {
  functions: FunctionsPort;
  stepId: string;
  /** After the server kept a change: lists of plans count steps by state, so a view refreshes them. */
  onSaved?(result: OperationOutput<'updateMyActionPlanStep'>): void;
}

export interface StepSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): StepSessionSnapshot;
  /** Loads the step (again); resolves once it is shown or has failed. */
  load(): Promise<void>;
  toggleItem(itemId: string, checked: boolean): Promise<StepChangeOutcome>;
  saveNote(note: string): Promise<StepChangeOutcome>;
  /** Mark as done, or open it again ("in-progress"). */
  changeState(state: ActionPlanStepState): Promise<StepChangeOutcome>;
}

const noStateOfYours = () =>
  new LmsError('functions/permission-denied', 'This step has no state of yours to change (a preview).');

export function createStepSession(options: StepSessionOptions): StepSession {
  const { functions, stepId, onSaved } = options;
  let snapshot: StepSessionSnapshot = {
    stepId,
    status: 'loading',
    view: null,
    error: null,
    ticked: [],
    saving: [],
  };
  const listeners = new Set<() => void>();
  let loads = 0;
  let ticks = 0;
  // Changes of one kind can overlap (two quick ticks): the kind is saving until the last of them is answered.
  const inFlight: Record<StepChangeKind, number> = { checklist: 0, note: 0, state: 0 };

  function set(change: Partial<StepSessionSnapshot>): void {
    snapshot = { ...snapshot, ...change };
    for (const listener of [...listeners]) listener();
  }

  function savingAlso(kind: StepChangeKind, on: boolean): readonly StepChangeKind[] {
    inFlight[kind] += on ? 1 : -1;
    return (Object.keys(inFlight) as StepChangeKind[]).filter((saving) => inFlight[saving] > 0);
  }

  async function load(): Promise<void> {
    const attempt = ++loads;
    set({ status: 'loading', error: null });
    try {
      const view = await functions.call('getActionPlanStep', { stepId });
      if (attempt !== loads) return;
      set({ status: 'loaded', view, ticked: view.progress?.checkedItemIds ?? [] });
    } catch (error) {
      if (attempt !== loads) return;
      set({ status: 'failed', error });
    }
  }

  /** Saves one change; the server's answer becomes the student's state. */
  async function save(
    kind: StepChangeKind,
    change: { state?: ActionPlanStepState; checkedItemIds?: string[]; note?: string },
  ): Promise<StepChangeOutcome> {
    if (snapshot.view?.progress == null) return { ok: false, error: noStateOfYours(), stale: false };
    set({ saving: savingAlso(kind, true) });
    try {
      const result = await functions.call('updateMyActionPlanStep', { stepId, ...change });
      const view = snapshot.view;
      set({
        saving: savingAlso(kind, false),
        ...(view === null ? {} : { view: { ...view, progress: result.progress } }),
      });
      onSaved?.(result);
      return { ok: true, progress: result.progress };
    } catch (error) {
      set({ saving: savingAlso(kind, false) });
      const stale = refusalReasonOf(error) === 'stale-checklist';
      if (stale) void load();
      return { ok: false, error, stale };
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    load,
    async toggleItem(itemId, checked) {
      const view = snapshot.view;
      if (view?.progress == null) return { ok: false, error: noStateOfYours(), stale: false };
      const shown = snapshot.ticked;
      const next = view.step.checklist
        .map((item) => item.id)
        .filter((id) => (id === itemId ? checked : shown.includes(id)));
      const tick = ++ticks;
      set({ ticked: next });
      const outcome = await save('checklist', { checkedItemIds: next });
      // Only the latest tick decides what shows: an earlier answer must not undo a later tick.
      if (tick === ticks) {
        set({
          ticked: outcome.ok
            ? outcome.progress.checkedItemIds
            : (snapshot.view?.progress?.checkedItemIds ?? []),
        });
      }
      return outcome;
    },
    saveNote: (note) => save('note', { note }),
    changeState: (state) => save('state', { state }),
  };
}
