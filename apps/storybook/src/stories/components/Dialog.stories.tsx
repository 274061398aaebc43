import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, TextField, type DialogProps } from '@lms/react';
import { atViewport } from '../../story-app/viewports';

/** Opens the dialog from a button, as screens do, so focus handling and Escape can be tried. */
function DialogDemo(props: Omit<DialogProps, 'open' | 'onOpenChange'> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, ...dialog } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog {...dialog} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: DialogDemo,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: 'Leave this course?',
    description: 'Your progress is kept for 30 days in case you come back.',
    actions: <Button variant="danger">Leave course</Button>,
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A modal dialog: labelled by its title, described by its description, closed with Escape or the close button. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Leave this course?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your progress is kept for 30 days in case you come back.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const onSubmit = fn();

/**
 * Spec section 9: a dialog shakes for 170 ms when its form is submitted with invalid fields; the first invalid
 * field gets the focus. A valid submission reaches onSubmit.
 */
export const ShakesOnInvalidSubmit: Story = {
  args: {
    initiallyOpen: true,
    title: 'Rename your course',
    description: undefined,
    children: <TextField label="Course title" name="title" required />,
    actions: <Button type="submit">Save</Button>,
    onSubmit,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Rename your course' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(dialog).toHaveAttribute('data-shaking', 'true');
    await expect(dialog).toHaveClass('lms-dialog--shake');
    await expect(canvas.getByRole('textbox', { name: 'Course title' })).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();
    // The shake stops by itself after DIALOG_SHAKE_MS (@lms/core).
    await waitFor(() => expect(dialog).not.toHaveAttribute('data-shaking'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Course title' }), 'Python basics');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect(dialog).not.toHaveAttribute('data-shaking');
  },
};

/** A refusal from the server (onSubmit resolves false) shakes the dialog too. */
export const ShakesWhenRefused: Story = {
  args: {
    initiallyOpen: true,
    title: 'Apply a coupon',
    description: undefined,
    children: <TextField label="Coupon code" name="code" defaultValue="SPRING-2020" />,
    actions: <Button type="submit">Apply</Button>,
    onSubmit: async () => false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Apply a coupon' });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-shaking', 'true'));
  },
};

export const LongContentOnMobile: Story = {
  args: {
    initiallyOpen: true,
    title: 'Terms of enrolment for Advanced Interdisciplinary Approaches to Sustainable Urban Infrastructure',
    description: undefined,
    children: (
      <div>
        {Array.from({ length: 8 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}: the course stays available for twelve months after enrolment, with every
            lesson, quiz and file, and the certificate can be downloaded again at any time from your profile.
          </p>
        ))}
      </div>
    ),
  },
  globals: atViewport('mobile'),
};
