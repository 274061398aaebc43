import type { DemoCourse } from '../demo-lessons';
import { personalFinance } from './personal-finance';
import { photographyLight } from './photography-light';
import { projectManagement } from './project-management';
import { pythonBasics } from './python-basics';
import { spreadsheetAnalysis } from './spreadsheet-analysis';
import { sqlPerformance } from './sql-performance';
import { webAccessibility } from './web-accessibility';

/** Oldest first: the catalogue's "newest" sort then shows the last one on top. */
export const demoCourses: readonly DemoCourse[] = [
  pythonBasics,
  spreadsheetAnalysis,
  webAccessibility,
  projectManagement,
  photographyLight,
  personalFinance,
  sqlPerformance,
];
