// Every folder of screens, once: the screen registry (default-screens.ts) is derived from their manifests. A new
// area's screens are a folder with an area.ts and one line here (docs/adding-an-area.md).
import { accountScreens } from './account/area';
import { actionPlanScreens } from './action-plan/area';
import { adminCoursesScreens } from './admin-courses/area';
import { adminReportsScreens } from './admin-reports/area';
import { adminSettingsScreens } from './admin-settings/area';
import { catalogueScreens } from './catalogue/area';
import type { ScreenArea } from './define-screen-area';
import { paymentsScreens } from './payments/area';
import { platformScreens } from './platform-screens';
import { staticScreens } from './static/area';
import { studentScreens } from './student/area';
import { viewerScreens } from './viewer/area';

export const SCREEN_AREAS: readonly ScreenArea[] = [
  platformScreens,
  accountScreens,
  catalogueScreens,
  adminCoursesScreens,
  studentScreens,
  viewerScreens,
  paymentsScreens,
  adminReportsScreens,
  actionPlanScreens,
  adminSettingsScreens,
  staticScreens,
];
