// What happened in one area that others may act on, listed once. An area publishes an event (events/publish.ts);
// the areas that act on it say so in their manifest (`subscribes`), so the publisher imports none of them.
import type { Kysely } from 'kysely';
import type { Operation } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import type { Database } from '../db/schema';
import type { SecurityEvent } from './security-events';

/** Every event, by name, with what it carries. Published after the change it reports is committed. */
export interface DomainEvents {
  /** An enrolment became complete: the last lesson, a passed quiz, or the last required survey. */
  'course-completed': { userId: string; courseId: string };
  /** A learner passed a quiz lesson (each passing submission). */
  'quiz-passed': { userId: string; courseId: string; lessonId: string };
  /** A learner marked an action-plan step done. */
  'action-plan-step-done': { userId: string; courseId: string; stepId: string };
  /** A certificate was issued to a learner (on completion or by an administrator). */
  'certificate-issued': { userId: string; courseId: string; certificateId: string };
  /**
   * A signed-in person called an operation, answered or refused (published by the dispatch, every host's callable
   * requests: functions/call-operation.ts). `input` is undefined when the call was refused before it was parsed.
   */
  'operation-called': {
    operation: Operation;
    caller: Caller;
    input: unknown;
    outcome: { result: unknown } | { error: unknown };
    clientIp?: string;
    userAgent?: string;
  };
  /** The built-in sign-in noticed something about an account's security (events/security-events.ts). */
  'security-event': SecurityEvent;
}

export type DomainEventName = keyof DomainEvents;

/** Runs after the publisher's transaction committed; a failure is logged and never undoes or fails the publisher. */
export type EventSubscriber<E extends DomainEventName> = (
  ctx: DomainContext,
  event: DomainEvents[E],
) => Promise<void>;

/** An area's subscriptions, in its manifest: at most one subscriber per event. */
export type EventSubscriptions = { [E in DomainEventName]?: EventSubscriber<E> };

/**
 * Questions one area asks inside its own transaction and others answer, where an event would come too late: "may
 * this course complete now?" is asked before the completion is written. Any area answering true holds it back.
 */
export interface DomainHolds {
  /** Held while the learner still owes something the course requires besides its lessons (a required survey). */
  'course-completion': { userId: string; courseId: string };
}

export type DomainHoldName = keyof DomainHolds;

/** Answers in the asker's transaction (`db` is that transaction): true holds the step back. */
export type HoldCheck<H extends DomainHoldName> = (
  db: Kysely<Database>,
  subject: DomainHolds[H],
) => Promise<boolean>;

export type HoldChecks = { [H in DomainHoldName]?: HoldCheck<H> };

/**
 * Checks one area makes on another's behalf, throwing its own refusal: the file service stores a visitor's
 * attachment only when the support area accepts the contact form's token. With no area answering, the step is refused.
 */
export interface DomainGuards {
  /** A signed-out upload into `support_attachments/{token}/`: the form must be open, with room for another file. */
  'attachment-upload': { folder: string; path: string };
}

export type DomainGuardName = keyof DomainGuards;

/** Resolves when the step may go on; throws the area's refusal (an LmsError) when it may not. */
export type GuardCheck<G extends DomainGuardName> = (
  ctx: DomainContext,
  subject: DomainGuards[G],
) => Promise<void>;

export type GuardChecks = { [G in DomainGuardName]?: GuardCheck<G> };
