// Project-wide story settings: every story runs on its own local server (the domain in the page, opened from a
// seeded snapshot) inside LmsProvider (withLms), is checked by axe with violations failing its test
// (a11y.test = 'error'), and can be shown in any supported language, in the light or dark theme and at the narrow
// and wide widths (toolbar: Theme, Language, Viewport; by default the canvas fills the window).
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import 'virtual:lms-react.css';
// The host app's typeface, so a screen looks here as it does on the site (one definition: the host's).
import '../../host/src/site-font.css';
import { WAIT_LIMIT_MS } from '../src/story-app/limits';
import { LMS_VIEWPORTS } from '../src/story-app/viewports';
import { waitForPagesAfterEveryWait } from '../src/story-app/page-transitions';
import { lmsLoader, withLms } from '../src/story-app/with-lms';

// Play functions wait for what a person would see; testing-library's 1 s default failed the first story of a file
// (the lazy screen still loading) on a busy machine.
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

const preview: Preview = {
  // Pages fade or slide in (with motion on, as in a designer's browser): each wait also waits for the page to have
  // come in. In beforeAll, after the React renderer's own beforeAll has set its act wrapper, which this one keeps.
  beforeAll: waitForPagesAfterEveryWait,
  loaders: [lmsLoader],
  decorators: [withLms],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: LMS_VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i } },
    options: {
      storySort: { order: ['Docs', 'Foundations', 'Components', 'Layouts', 'Screens'] },
    },
  },
  globalTypes: {
    theme: {
      description: "Colour theme of the screens (the profile's choice: light, dark or the system setting)",
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'Same as this device' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the screens (ar shows the right-to-left layout)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English (US)' },
          { value: 'fr-FR', title: 'Français' },
          { value: 'ar', title: 'العربية (right to left)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // No fixed viewport: the canvas fills the window beside the sidebar (a fixed 1440 px one was cut off in a
  // 1440 px window). The story tests pin the wide width instead (vitest.config.ts).
  initialGlobals: { theme: 'light', locale: 'en-US' },
};

export default preview;
