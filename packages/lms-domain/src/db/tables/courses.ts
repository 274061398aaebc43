// Kysely table types of courses, their modules and lessons, enrolments and the catalogue version
// (conventions: ../schema.ts).
import type { Generated } from 'kysely';
import type { Flag } from './flag';

export interface CoursesTable {
  id: string;
  slug: string;
  title: string;
  thumbnail: string | null;
  summary: string;
  /** Markdown; sanitised when rendered. */
  description: string;
  category: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  duration_minutes: number;
  price_cents: number;
  currency: string;
  status: 'draft' | 'published' | 'archived';
  lock_lessons_in_order: Flag;
  created_at: number;
  updated_at: number;
}

export interface CourseModulesTable {
  id: string;
  course_id: string;
  title: string;
  position: number;
}

export interface LessonsTable {
  id: string;
  course_id: string;
  module_id: string;
  title: string;
  kind: 'text' | 'video' | 'file' | 'quiz';
  position: number;
  duration_minutes: number | null;
  /** Kind-specific content, JSON text. */
  content: string;
}

export interface EnrollmentsTable {
  id: string;
  user_id: string;
  course_id: string;
  progress: number;
  completed: Flag;
  created_at: number;
  updated_at: number;
  // Added by 003-learning (all optional on insert, so older code and fixtures keep working):
  /** How the learner got in: a free course, a paid order, or an administrator. */
  source: Generated<'free' | 'order' | 'admin'>;
  order_id: string | null;
  /** Set when access ends (a refund); the row and its progress stay, and enrolling again reopens it. */
  ended_at: number | null;
  end_reason: string | null;
  /** Resume point: the lesson last opened, and when by the learner's clock (the newest report wins). */
  last_lesson_id: string | null;
  last_lesson_at: number | null;
  /** Server time of the last progress event or quiz attempt, for "most recently active first". */
  last_activity_at: number | null;
}

/** One row (id 1): raised by trigger on every change to courses, course_modules or lessons (migration 009). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

// These tables in the database Kysely sees (../schema.ts), declared here so that an area's tables are no edit there.
declare module '../schema' {
  interface Database {
    courses: CoursesTable;
    course_modules: CourseModulesTable;
    lessons: LessonsTable;
    enrollments: EnrollmentsTable;
    catalogue_version: CatalogueVersionTable;
  }
}
