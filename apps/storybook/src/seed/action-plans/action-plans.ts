// Steps are authored by the admin (createActionPlanStep, which gives checklist items their ids); learners' states
// are their own saves (updateMyActionPlanStep), so started and completed times are when they saved.
import type { SeededCourse } from '../courses/authoring';
import type { SeedRun, StoryActor } from '../seed-run';
import type { CourseKey, StepKey, UserKey } from '../story-ids';
import type { StepPlan, StepSave } from './action-plan-plans';

export interface SeededStep {
  id: string;
  checklistItemIds: string[];
}

export type SeededSteps = Partial<Record<StepKey, SeededStep>>;

export async function authorSteps(
  run: SeedRun,
  admin: StoryActor,
  plans: readonly StepPlan[],
  courses: ReadonlyMap<CourseKey, SeededCourse>,
): Promise<SeededSteps> {
  const seeded: SeededSteps = {};
  for (const plan of plans) {
    const course = courses.get(plan.course);
    if (course === undefined)
      throw new Error(`Seed: step ${plan.key} names the missing course ${plan.course}`);
    const { steps } = await run.call('createActionPlanStep', admin, plan.createdAt, {
      courseId: course.id,
      title: plan.title,
      body: plan.body,
      checklist: plan.checklist.map((text) => ({ text })),
      dueOffsetDays: plan.dueOffsetDays,
    });
    const step = steps.at(-1);
    if (step === undefined || step.title !== plan.title)
      throw new Error(`Seed: step ${plan.key} was not added last`);
    seeded[plan.key] = { id: step.id, checklistItemIds: step.checklist.map((item) => item.id) };
  }
  return seeded;
}

export async function saveStepStates(
  run: SeedRun,
  actors: Readonly<Record<UserKey, StoryActor>>,
  saves: readonly StepSave[],
  steps: SeededSteps,
): Promise<void> {
  for (const save of saves) {
    const step = steps[save.step];
    if (step === undefined) throw new Error(`Seed: a save names the missing step ${save.step}`);
    const checkedItemIds = save.tickedItems?.map((position) => {
      const id = step.checklistItemIds[position];
      if (id === undefined) throw new Error(`Seed: step ${save.step} has no item ${position}`);
      return id;
    });
    await run.call('updateMyActionPlanStep', actors[save.user], save.at, {
      stepId: step.id,
      ...(save.state === undefined ? {} : { state: save.state }),
      ...(checkedItemIds === undefined ? {} : { checkedItemIds }),
      ...(save.note === undefined ? {} : { note: save.note }),
    });
  }
}
