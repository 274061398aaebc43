// The action-plan situations of the step page and the frame, written through the domain: a course's plan, a
// student enrolled and one not, and a school's site allowed to frame steps with an API key of its own (launch
// tokens are issued with it, as the school's back end asks /api/embed/launch-tokens).
import { authenticateApiKey, issueLaunchToken } from '@lms/domain';
import { callAs, createAccount, createCourse, enrol, seededPlatform, seedPeople } from './test-server';

export const SCHOOL = 'https://school.example';

/**
 * Budgets' plan of two steps (the first with a checklist, due a week after enrolling), Ada enrolled, Nia not, and
 * the school's site allowed to frame steps with an API key of its own.
 */
export const actionPlanPlatform = seededPlatform(async (server) => {
  const { student, admin } = await seedPeople(server);
  const course = await createCourse(server, admin, { title: 'Budgets' });
  await callAs(server, admin, 'createActionPlanStep', {
    courseId: course.id,
    title: 'Set up your workbook',
    body: 'Make **one** workbook.',
    checklist: [{ text: 'Create it' }, { text: 'Add the months' }],
    dueOffsetDays: 7,
  });
  const plan = await callAs(server, admin, 'createActionPlanStep', {
    courseId: course.id,
    title: 'Track a month',
  });
  await enrol(server, student, course.id);
  const outsider = await createAccount(server, { email: 'nia@example.com', displayName: 'Nia New' });
  await callAs(server, admin, 'addEmbedOrigin', { origin: SCHOOL });
  const key = await callAs(server, admin, 'createEmbedApiKey', { name: 'School', origins: [SCHOOL] });
  const [first, second] = plan.steps;
  return {
    student,
    admin,
    outsider,
    courseId: course.id,
    stepId: first!.id,
    nextStepId: second!.id,
    itemIds: first!.checklist.map((item) => item.id),
    apiKey: key.secret,
  };
});

export type ActionPlanPlatform = Awaited<ReturnType<typeof actionPlanPlatform>>;

/** A launch token the school's back end asks for with its API key, as `/api/embed/launch-tokens` does. */
export async function launchToken(seeded: ActionPlanPlatform): Promise<string> {
  const key = await authenticateApiKey(seeded.server.context, `Bearer ${seeded.apiKey}`);
  const issued = await issueLaunchToken(seeded.server.context, key, {
    stepId: seeded.stepId,
    email: seeded.student.email,
  });
  return issued.launchToken;
}

/** A session for the frame, as the sign-in popup asks the domain for one. */
export const frameSessionOf = (seeded: ActionPlanPlatform) =>
  callAs(seeded.server, seeded.student, 'createFrameSession', { stepId: seeded.stepId });
