// Every folder of screens, once: the screen registry (default-screens.ts) is derived from their manifests. The areas'
// folders are listed by `npm run areas` (area-screens.gen.ts); the pages of no area are the two below.
import { AREA_SCREENS } from './area-screens.gen';
import type { ScreenArea } from './define-screen-area';
import { platformScreens } from './platform-screens';
import { staticScreens } from './static/area';

export const SCREEN_AREAS: readonly ScreenArea[] = [platformScreens, staticScreens, ...AREA_SCREENS];
