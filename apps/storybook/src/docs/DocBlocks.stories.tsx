import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  COLOR_TOKENS,
  contrastRatio,
  createRouteTable,
  onColorToken,
  themeColors,
  WCAG_AA_TEXT_CONTRAST,
} from '@lms/core';
import { RouteMap } from './RouteMap';
import { ThemeConstants } from './ThemeConstants';
import { ThemeSwatches } from './ThemeSwatches';
import './docs.css';

/** The blocks of the Docs pages, checked like any component (content from lms-core, accessible markup). */
const meta = {
  title: 'Docs/Blocks',
  component: ThemeSwatches,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token of spec section 9 appears with its value, and each text colour reaches WCAG AA on it. */
export const ColourSwatches: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-token'))).toEqual([...COLOR_TOKENS]);
    for (const token of COLOR_TOKENS) {
      const item = canvasElement.querySelector(`[data-token="${token}"]`) as HTMLElement;
      await expect(item).toHaveTextContent(themeColors[token]);
      await expect(
        contrastRatio(themeColors[token], themeColors[onColorToken(token)]),
      ).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
      await expect(item).toHaveTextContent('(passes WCAG AA)');
    }
  },
};

/** The stylesheet the stories use is the library's, with lms-core's tokens as custom properties on .lms-root. */
export const StylesheetCarriesTheTokens: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.lms-root');
    await expect(root).not.toBeNull();
    const style = getComputedStyle(root as Element);
    for (const token of COLOR_TOKENS) {
      const property = `--lms-color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
      await expect(style.getPropertyValue(property).trim()).toBe(themeColors[token]);
    }
  },
};

export const Constants: Story = {
  render: () => <ThemeConstants />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Interface constants (spec section 9)' });
    await expect(within(table).getByRole('row', { name: /Dialog shake 170 ms/ })).toBeVisible();
    await expect(within(table).getByRole('row', { name: /Notification duration 5000 ms/ })).toBeVisible();
    await expect(within(table).getByRole('row', { name: /Textarea rows 6/ })).toBeVisible();
  },
};

/** One row per route of lms-core's table, in its order, the catch-all last. */
export const Routes: Story = {
  render: () => <RouteMap />,
  play: async ({ canvasElement }) => {
    const routes = createRouteTable({ productNoun: 'course' }).routes;
    const rows = canvasElement.querySelectorAll('tbody tr');
    await expect([...rows].map((row) => row.getAttribute('data-route'))).toEqual(
      routes.map((route) => route.name),
    );
    await expect(within(canvasElement).getByRole('row', { name: /\/why-course why-product/ })).toBeVisible();
  },
};

/** Every route that shows a screen links to a story that opens it, found in the story files (no list by hand). */
export const RoutesLinkTheirStories: Story = {
  render: () => <RouteMap />,
  play: async ({ canvasElement }) => {
    const routes = createRouteTable({ productNoun: 'course' }).routes;
    const row = (name: string) => canvasElement.querySelector(`tr[data-route="${name}"]`) as HTMLElement;
    const withoutStory = routes
      .filter((route) => route.redirectTo === undefined)
      .filter((route) => within(row(route.name)).queryByRole('link') === null)
      .map((route) => route.name);
    await expect(withoutStory).toEqual([]);
    await expect(within(canvasElement).queryByText('No story yet')).not.toBeInTheDocument();
    // The screen's own file comes first: /login links to the Login stories, not to a guard story passing by.
    await expect(within(row('login')).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\?path=\/story\/screens-users-login--/),
    );
    await expect(within(row('login')).getByRole('link')).toHaveTextContent(/^Screens\/Users\/Login › /);
    await expect(within(row('admin-orders')).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\?path=\/story\/screens-admin-orders--/),
    );
    // A route that only redirects links the story that follows it.
    await expect(within(row('admin')).getByRole('link')).toHaveTextContent(
      /^Screens\/Platform\/Navigation guard › /,
    );
  },
};

/** The noun is configurable: the map follows it. */
export const RoutesForPrograms: Story = {
  render: () => <RouteMap productNoun="program" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('row', { name: /\/admin\/programs admin-products/ }),
    ).toBeVisible();
  },
};
