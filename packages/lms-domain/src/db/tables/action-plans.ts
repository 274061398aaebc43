// Kysely table types of action plans and embedding: steps, students' states, allowed origins, API keys and
// launch tokens (conventions: ../schema.ts).

/** Action plans: a course's ordered steps. */
export interface ActionPlanStepsTable {
  id: string;
  course_id: string;
  position: number;
  title: string;
  body: string; // Markdown
  checklist: string; // JSON array of {id, text}
  due_offset_days: number | null;
  created_at: number;
  updated_at: number;
}

/** Action plans: one student's own state in one step. */
export interface ActionPlanStepStatesTable {
  user_id: string;
  step_id: string;
  course_id: string;
  state: 'not-started' | 'in-progress' | 'done';
  checked_item_ids: string; // JSON array of checklist item ids
  note: string;
  started_at: number | null;
  completed_at: number | null;
  updated_at: number;
}

/** Embedding: origins an administrator allowed to frame action-plan steps (LMS_EMBED_ORIGINS adds more). */
export interface EmbedOriginsTable {
  origin: string;
  created_by: string | null;
  created_at: number;
}

/** Embedding: API keys of embedding sites' back ends, stored as SHA-256. */
export interface EmbedApiKeysTable {
  id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  origins: string; // JSON array
  created_by: string | null;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/** Embedding: one-time tokens (launch tokens from API keys, cmi5 fetch codes), stored as SHA-256. */
export interface LaunchTokensTable {
  token_hash: string;
  kind: 'launch' | 'fetch';
  api_key_id: string | null;
  user_id: string;
  step_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  session_family_id: string | null;
}

// These tables in the database Kysely sees (../schema.ts), declared here so that an area's tables are no edit there.
declare module '../schema' {
  interface Database {
    action_plan_steps: ActionPlanStepsTable;
    action_plan_step_states: ActionPlanStepStatesTable;
    embed_origins: EmbedOriginsTable;
    embed_api_keys: EmbedApiKeysTable;
    launch_tokens: LaunchTokensTable;
  }
}
