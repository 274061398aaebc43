// Every column of every table in schema.ts, for the migrations test that compares them with the database. One file
// per file of lms-domain's `db/tables/`; a new table goes in its area's file (or a new file listed here).
import type { SchemaColumns } from './columns';
import { accountsColumns } from './accounts';
import { actionPlansColumns } from './action-plans';
import { auditColumns } from './audit';
import { badgesColumns } from './badges';
import { certificatesColumns } from './certificates';
import { coursesColumns } from './courses';
import { learningColumns } from './learning';
import { paymentsColumns } from './payments';
import { settingsColumns } from './settings';
import { supportColumns } from './support';
import { surveysColumns } from './surveys';

/** The compiler rejects a table missing here; each file rejects a missing or an extra column. */
export const schemaColumns: SchemaColumns = {
  ...accountsColumns,
  ...actionPlansColumns,
  ...auditColumns,
  ...badgesColumns,
  ...certificatesColumns,
  ...coursesColumns,
  ...learningColumns,
  ...paymentsColumns,
  ...settingsColumns,
  ...supportColumns,
  ...surveysColumns,
};
