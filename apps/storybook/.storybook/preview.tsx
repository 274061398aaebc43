// Project-wide story settings: every story runs on its own local server (the domain in the page, opened from a
// seeded snapshot) inside LmsProvider (withLms), is checked by axe with violations failing its test
// (a11y.test = 'error'), and can be shown in any supported language and at the narrow and wide widths.
import type { Preview } from '@storybook/react-vite';
import 'virtual:lms-react.css';
import { LMS_VIEWPORTS } from '../src/story-app/viewports';
import { lmsLoader, withLms } from '../src/story-app/with-lms';

const preview: Preview = {
  loaders: [lmsLoader],
  decorators: [withLms],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: LMS_VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i } },
    options: {
      storySort: { order: ['Docs', 'Components', 'Layouts', 'Screens'] },
    },
  },
  globalTypes: {
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
  initialGlobals: { locale: 'en-US', viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
