// Every folder of screens, once: the screen registry (default-screens.ts) is derived from their manifests. A new
// area's screens are a folder with an area.ts and one line here (docs/adding-an-area.md).
import { actionPlansScreens } from './action-plans/area';
import { auditScreens } from './audit/area';
import { badgesScreens } from './badges/area';
import { certificatesScreens } from './certificates/area';
import { coursesScreens } from './courses/area';
import type { ScreenArea } from './define-screen-area';
import { learningScreens } from './learning/area';
import { paymentsScreens } from './payments/area';
import { platformScreens } from './platform-screens';
import { reportsScreens } from './reports/area';
import { settingsScreens } from './settings/area';
import { staticScreens } from './static/area';
import { supportScreens } from './support/area';
import { surveysScreens } from './surveys/area';
import { usersScreens } from './users/area';

export const SCREEN_AREAS: readonly ScreenArea[] = [
  platformScreens,
  usersScreens,
  coursesScreens,
  learningScreens,
  paymentsScreens,
  reportsScreens,
  actionPlansScreens,
  staticScreens,
  settingsScreens,
  supportScreens,
  certificatesScreens,
  badgesScreens,
  surveysScreens,
  auditScreens,
];
