import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingBar, useListCoursesQuery } from '@lms/react';

/** The loading bar next to a component that asks the back end for the catalogue. */
function CatalogueRequest() {
  const { data, isLoading } = useListCoursesQuery({});
  return (
    <>
      <LoadingBar />
      <p style={{ padding: '2rem 1rem' }}>
        {isLoading ? 'Asking for the catalogue' : `${data?.total ?? 0} courses`}
      </p>
    </>
  );
}

const meta = {
  title: 'Components/LoadingBar',
  component: LoadingBar,
  tags: ['autodocs'],
  render: () => <CatalogueRequest />,
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown while any server call runs (here: a back end that never answers). */
export const WhileTheServerWorks: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByText('Asking for the catalogue')).toBeVisible();
  },
};

/** Gone once every call has answered. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('6 courses')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
