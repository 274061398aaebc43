import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarkdownView } from '@lms/react';
import { waitForRightToLeft } from '../../story-app/play-helpers';

const LESSON = [
  'Python runs your program **line by line**.',
  '',
  'You will learn to',
  '',
  '- store values in variables',
  '- make decisions with `if`',
  '  - and with `elif`',
  '- repeat work with loops',
  '',
  'In this order:',
  '',
  '1. install Python',
  '2. run the first script',
  '3. read the error messages',
  '',
  '> Take notes as you read.',
].join('\n');

const meta = {
  title: 'Components/MarkdownView',
  component: MarkdownView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { markdown: LESSON },
} satisfies Meta<typeof MarkdownView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lists of `canvasElement` once the parser (loaded on first use) has drawn them. */
async function lists(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const items = await canvas.findAllByRole('list');
  return { canvas, items };
}

/**
 * Each list item shows its bullet or number inside the text's column, on the side the text starts from (a
 * marker outside the list's padding would be cut off or sit in the margin).
 */
async function expectMarkers(canvasElement: HTMLElement, side: 'left' | 'right') {
  const { items } = await lists(canvasElement);
  const [bullets, nested, numbers] = items.map((list) => getComputedStyle(list));
  await expect(bullets!.listStyleType).toBe('disc');
  await expect(nested!.listStyleType).toBe('circle');
  await expect(numbers!.listStyleType).toBe('decimal');
  for (const list of [bullets!, numbers!]) {
    const start = side === 'left' ? list.paddingLeft : list.paddingRight;
    await expect(parseFloat(start)).toBeGreaterThanOrEqual(16);
  }
}

/** Author text: paragraphs apart, bullets and numbers before list items, a quote set off. */
export const Lists: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await lists(canvasElement);
    await expect(canvas.getByText('store values in variables')).toBeVisible();
    await expectMarkers(canvasElement, 'left');
    const paragraph = canvas.getByText(/In this order/);
    await expect(parseFloat(getComputedStyle(paragraph).marginTop)).toBeGreaterThan(0);
  },
};

/** Right to left (the page in Arabic): the markers and the indent move to the right. */
export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  args: {
    markdown: ['ستتعلم', '', '- المتغيرات', '- الشروط', '  - والحلقات', '', '1. التثبيت', '2. التشغيل'].join(
      '\n',
    ),
  },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expectMarkers(canvasElement, 'right');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => expectMarkers(canvasElement, 'left'),
};
