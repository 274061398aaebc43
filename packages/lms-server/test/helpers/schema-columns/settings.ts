// The columns of lms-domain's `db/tables/settings.ts`, for the migrations test.
import type { SchemaColumns } from './columns';

export const settingsColumns = {
  site_settings: { section: true, value: true, version: true, updated_at: true, updated_by: true },
} satisfies Partial<SchemaColumns>;
