// Types of the authorization matrix: each area of the server contributes its rows (and the resources they need).
import type { AreaName } from '@lms/core';
import type { OperationName } from '@lms/core';
import type { DomainContext } from '@lms/domain';
import type { HostFeature } from '../host';

export type Actor = 'anonymous' | 'student' | 'otherStudent' | 'admin';
export type Outcome = 'allow' | 'unauthenticated' | 'permission-denied' | 'not-found' | 'unimplemented';

export interface Fixture {
  uid: Record<Exclude<Actor, 'anonymous'>, string>;
  email: Record<Exclude<Actor, 'anonymous'>, string>;
  publishedCourseId: string;
  draftCourseId: string;
  /** Resources an area's setup created (for example an enrolment or a coupon), by name. */
  ids: Record<string, string>;
}

export interface MatrixRow {
  operation: OperationName;
  /** Distinguishes rows of one operation (for example a published and a draft course). */
  situation: string;
  input: (f: Fixture) => unknown;
  expect: Record<Actor, Outcome>;
  /** A feature the allowed calls need (a host without it refuses them, so they are skipped there). */
  needs?: HostFeature;
}

export interface MatrixArea {
  /** The contract area whose operations these rows cover (checked by the matrix test). */
  area: AreaName;
  rows: MatrixRow[];
  /** Creates what the area's rows refer to; runs once per database, after the users and courses exist. */
  setup?: (ctx: DomainContext, fixture: Fixture) => Promise<Record<string, string>>;
}

export const U = 'unauthenticated';
export const D = 'permission-denied';
