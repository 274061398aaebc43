// Plays a journey through the learning operations, as the course viewer would have sent them at the time: enrol,
// then per completed lesson the event that completes its kind (viewed, video watched to the end, file opened, quiz
// passed), and the position in a paused video. Progress, the resume point, quiz attempts and activity are what the
// domain records from these calls.
import type { LessonKind, OperationInput } from '@lms/core';
import type { SeededCourse, SeededLesson } from '../courses/authoring';
import { DEMO_VIDEO, FAILING_ANSWERS, PASSING_ANSWERS } from '../courses/lesson-contents';
import { millisOf, type SeedRun, type StoryActor } from '../seed-run';
import type { Journey } from './journeys';

const HOUR = 60 * 60 * 1000;
const iso = (millis: number) => new Date(millis).toISOString();

type ProgressEvent = OperationInput<'recordLessonProgress'>;

/** The event that completes a lesson of each kind (quizzes complete by being passed, see completeQuiz). */
function completingEvent(
  kind: Exclude<LessonKind, 'quiz'>,
): Pick<ProgressEvent, 'event'> & Partial<ProgressEvent> {
  switch (kind) {
    case 'text':
      return { event: 'viewed' };
    case 'file':
      return { event: 'file-opened' };
    case 'video':
      return { event: 'video-progress', positionSeconds: DEMO_VIDEO.durationSeconds, watchedPercent: 100 };
  }
}

export interface LearnerHistory {
  /** Learners who have passed a quiz already: each one's first quiz took two tries. */
  triedQuizzes: Set<string>;
}

export function newLearnerHistory(): LearnerHistory {
  return { triedQuizzes: new Set() };
}

class JourneyPlayer {
  constructor(
    private readonly run: SeedRun,
    private readonly learner: StoryActor,
    private readonly course: SeededCourse,
    private readonly journey: Journey,
  ) {}

  /** Unique per learner, lesson and purpose, so a replay of the seed would be recognised as a resend. */
  private eventId(lesson: SeededLesson, purpose: string): string {
    return `story:${this.journey.user}:${this.course.key}:${lesson.id}:${purpose}`;
  }

  async record(
    lesson: SeededLesson,
    at: number,
    event: Pick<ProgressEvent, 'event'> & Partial<ProgressEvent>,
  ) {
    return this.run.call('recordLessonProgress', this.learner, at, {
      courseId: this.course.id,
      lessonId: lesson.id,
      eventId: this.eventId(lesson, event.event),
      clientTimestamp: iso(at),
      ...event,
    } as ProgressEvent);
  }

  async complete(lesson: SeededLesson, at: number, history: LearnerHistory): Promise<void> {
    const newlyCompleted =
      lesson.kind === 'quiz'
        ? await this.completeQuiz(lesson, at, history)
        : (await this.record(lesson, at, completingEvent(lesson.kind))).newlyCompleted;
    if (!newlyCompleted) {
      throw new Error(
        `Seed: lesson ${lesson.id} of ${this.course.key} did not complete for ${this.journey.user}; the domain's rules and the journey disagree`,
      );
    }
  }

  private async completeQuiz(lesson: SeededLesson, at: number, history: LearnerHistory): Promise<boolean> {
    const submit = (answers: typeof PASSING_ANSWERS, when: number) =>
      this.run.call('submitQuizAttempt', this.learner, when, {
        courseId: this.course.id,
        lessonId: lesson.id,
        answers,
      });
    if (!history.triedQuizzes.has(this.learner.uid)) {
      history.triedQuizzes.add(this.learner.uid);
      // The first quiz took two tries: a failed attempt an hour before the pass.
      const failed = await submit(FAILING_ANSWERS, at - HOUR);
      if (failed.passed) throw new Error('Seed: the failing answers passed a quiz');
    }
    return (await submit(PASSING_ANSWERS, at)).newlyCompleted;
  }
}

/** Plays `journey` (its learner is enrolled already when it came with an order). */
export async function playJourney(
  run: SeedRun,
  learner: StoryActor,
  course: SeededCourse,
  journey: Journey,
  history: LearnerHistory,
): Promise<void> {
  if (journey.via === 'free') {
    await run.call('enrollInCourse', learner, journey.enrolledAt, { courseId: course.id });
  }
  const player = new JourneyPlayer(run, learner, course, journey);
  const start = millisOf(journey.enrolledAt);
  const end = millisOf(journey.lastActiveAt);
  if (journey.completedLessons > course.lessons.length) {
    throw new Error(`Seed: journey in ${course.key} completes more lessons than it has`);
  }
  const step = (end - start) / Math.max(1, journey.completedLessons);
  for (const [index, lesson] of course.lessons.slice(0, journey.completedLessons).entries()) {
    await player.complete(lesson, Math.round(start + step * (index + 1)), history);
  }
  const next = course.lessons[journey.completedLessons];
  if (journey.nextVideoAtSeconds !== undefined) {
    if (next?.kind !== 'video')
      throw new Error(`Seed: the lesson after the journey in ${course.key} is no video`);
    const seconds = journey.nextVideoAtSeconds;
    await player.record(next, end, {
      event: 'video-progress',
      positionSeconds: seconds,
      watchedPercent: (seconds * 100) / DEMO_VIDEO.durationSeconds,
    });
  }
}
