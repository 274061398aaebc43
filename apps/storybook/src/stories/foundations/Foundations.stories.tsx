// The design system's foundations (issue 24): colours of both themes, the type scale, spacing and radius tokens,
// buttons, form fields and a data table, drawn with the library's own classes, so what shows here is what screens
// use. Each story renders in the toolbar's theme; the *Dark stories pin the dark one, so the story tests check both.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COLOR_TOKENS, darkThemeColors, onColorToken, themeColors, type ColorToken } from '@lms/core';
import { Button, TextField } from '@lms/react';
import './foundations.css';

const meta = {
  title: 'Foundations',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pins the dark theme, and checks it is the one drawn: the page background is the spec's dark-page colour. */
const dark = { globals: { theme: 'dark' } };

async function expectDarkPage(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector('.lms-root')!;
  await expect(root).toHaveAttribute('data-lms-theme', 'dark');
  await expect(getComputedStyle(root).backgroundColor).toBe('rgb(18, 18, 18)');
}

function Swatches({ palette, name }: { palette: Record<string, string>; name: string }) {
  return (
    <ul className="lms-foundations-swatches" aria-label={`${name} colours`}>
      {COLOR_TOKENS.map((token: ColorToken) => (
        <li key={token} className="lms-foundations-swatch">
          <span
            className="lms-foundations-swatch__sample"
            style={{ background: palette[token], color: palette[onColorToken(token)] }}
          >
            Aa
          </span>
          <code>{token}</code> <span>{palette[token]}</span>
        </li>
      ))}
    </ul>
  );
}

/** Both palettes side by side, whatever the toolbar's theme: the dark one is derived from the spec's dark colours. */
export const Colours: Story = {
  render: () => (
    <div className="lms-foundations">
      <h2>Light</h2>
      <Swatches palette={themeColors} name="Light" />
      <h2>Dark</h2>
      <Swatches palette={darkThemeColors} name="Dark" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(COLOR_TOKENS.length * 2);
  },
};

const TYPE_SCALE = [
  ['h1', '--lms-text-h1'],
  ['h2', '--lms-text-h2'],
  ['h3', '--lms-text-h3'],
  ['large', '--lms-text-large'],
  ['body', '--lms-text-body'],
  ['small', '--lms-text-small'],
] as const;

export const Type: Story = {
  render: () => (
    <div className="lms-foundations">
      {TYPE_SCALE.map(([name, property]) => (
        <p key={name} style={{ fontSize: `var(${property})`, margin: 0 }}>
          {name} <code>{property}</code>: Learn at your own pace
        </p>
      ))}
    </div>
  ),
};
export const TypeDark: Story = {
  ...Type,
  ...dark,
  play: async ({ canvasElement }) => expectDarkPage(canvasElement),
};

const SPACES = ['1', '2', '3', '4', '5', '6'];
const RADII = ['small', '', 'large', 'pill'];

export const SpacingAndRadius: Story = {
  render: () => (
    <div className="lms-foundations">
      <ul className="lms-foundations-spaces" aria-label="Spacing">
        {SPACES.map((step) => (
          <li key={step}>
            <code>--lms-space-{step}</code>
            <span className="lms-foundations-space" style={{ inlineSize: `var(--lms-space-${step})` }} />
          </li>
        ))}
      </ul>
      <ul className="lms-foundations-radii" aria-label="Radius">
        {RADII.map((size) => {
          const property = size === '' ? '--lms-radius' : `--lms-radius-${size}`;
          return (
            <li
              key={property}
              className="lms-foundations-radius"
              style={{ borderRadius: `var(${property})` }}
            >
              <code>{property}</code>
            </li>
          );
        })}
      </ul>
    </div>
  ),
};

function ButtonRow() {
  return (
    <div className="lms-foundations">
      <div className="lms-form-row">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="quiet">Quiet</Button>
        <Button variant="danger">Danger</Button>
        <Button disabled>Disabled</Button>
      </div>
      <div className="lms-form-row">
        <TextField label="Coupon code" defaultValue="WELCOME20" />
        <Button variant="secondary">Apply</Button>
      </div>
    </div>
  );
}

/** The four variants share one height, and a button beside a field lines up with its input. */
export const Buttons: Story = {
  render: () => <ButtonRow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Primary', 'Secondary', 'Quiet', 'Danger'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(new Set(heights).size).toBe(1);
    const input = canvas.getByLabelText('Coupon code').getBoundingClientRect();
    const apply = canvas.getByRole('button', { name: 'Apply' }).getBoundingClientRect();
    await expect(Math.abs(input.bottom - apply.bottom)).toBeLessThanOrEqual(1);
  },
};
export const ButtonsDark: Story = {
  ...Buttons,
  ...dark,
  play: async (context) => {
    await expectDarkPage(context.canvasElement);
    await Buttons.play?.(context);
  },
};

function Fields() {
  return (
    <form className="lms-foundations" onSubmit={(event) => event.preventDefault()}>
      <TextField label="Course title" description="Shown on the course card." defaultValue="Python basics" />
      <TextField label="Price" error="Enter a price of 0 or more." defaultValue="-3" />
      <fieldset className="lms-choice-group">
        <legend className="lms-field__label">Level</legend>
        {['Beginner', 'Intermediate', 'Advanced'].map((level, index) => (
          <label key={level} className="lms-choice">
            <input type="radio" name="level" defaultChecked={index === 0} />
            {level}
          </label>
        ))}
      </fieldset>
      <label className="lms-choice">
        <input type="checkbox" defaultChecked /> Send me notifications
      </label>
    </form>
  );
}

export const FormFields: Story = { render: () => <Fields /> };
export const FormFieldsDark: Story = {
  ...FormFields,
  ...dark,
  play: async ({ canvasElement }) => expectDarkPage(canvasElement),
};

const ROWS = [
  { title: 'Python basics', status: 'Published', price: '€49.00' },
  { title: 'SQL query performance', status: 'Draft', price: 'Free' },
];

/** A data table: on a phone (Viewport: Mobile) each row becomes a card with its column names. */
function Table() {
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table">
        <caption className="lms-admin-table__caption">Courses</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Price</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.title}>
              <th scope="row">{row.title}</th>
              <td data-label="Status">
                <span className="lms-badge">{row.status}</span>
              </td>
              <td data-label="Price">{row.price}</td>
              <td>
                <Button variant="secondary">Edit {row.title}</Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const Tables: Story = { render: () => <Table /> };
export const TablesDark: Story = {
  ...Tables,
  ...dark,
  play: async ({ canvasElement }) => expectDarkPage(canvasElement),
};
export const TablesOnAPhone: Story = {
  render: () => <Table />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
