import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_SHAKE_MS } from '@lms/core';
import { renderLms } from '../test-support/render-on-domain';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextField } from './TextField';

function renderDialog(onSubmit: (form: HTMLFormElement) => boolean | void | Promise<boolean | void>) {
  return renderLms({
    children: (
      <Dialog
        open
        onOpenChange={() => undefined}
        title="Rename course"
        onSubmit={onSubmit}
        actions={<Button type="submit">Save</Button>}
      >
        <TextField label="New title" name="title" required />
      </Dialog>
    ),
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Rename course' });

describe('Dialog', () => {
  afterEach(() => vi.useRealTimers());

  it('spec 9: shakes for 170 ms when submitted with an invalid field, without calling onSubmit', async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn();
    await renderDialog(onSubmit);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(dialog()).toHaveClass('lms-dialog--shake');
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(DIALOG_SHAKE_MS - 1));
    expect(dialog()).toHaveClass('lms-dialog--shake');
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).not.toHaveClass('lms-dialog--shake');
  });

  it('moves focus to the first invalid field after an invalid submit', async () => {
    await renderDialog(vi.fn());
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByLabelText('New title')).toHaveFocus();
  });

  it('submits a valid form without shaking', async () => {
    const onSubmit = vi.fn();
    await renderDialog(onSubmit);
    fireEvent.change(screen.getByLabelText('New title'), { target: { value: 'Testing 101' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toHaveClass('lms-dialog--shake');
  });

  it('shakes when onSubmit refuses the submission (resolves false)', async () => {
    await renderDialog(async () => false);
    fireEvent.change(screen.getByLabelText('New title'), { target: { value: 'Taken title' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(dialog()).toHaveClass('lms-dialog--shake');
  });

  it('renders inside .lms-root so the library styles apply to it', async () => {
    await renderDialog(vi.fn());
    expect(dialog().closest('.lms-root')).not.toBeNull();
  });

  it('hands focus back to the control that opened it when it closes', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>New coupon</Button>
          <Dialog open={open} onOpenChange={setOpen} title="New coupon dialog">
            <TextField label="Code" name="code" />
          </Dialog>
        </>
      );
    }
    await renderLms({ children: <Opener /> });
    const opener = screen.getByRole('button', { name: 'New coupon' });
    opener.focus();
    await act(async () => void fireEvent.click(opener));
    expect(await screen.findByRole('dialog', { name: 'New coupon dialog' })).toBeInTheDocument();
    expect(document.activeElement).not.toBe(opener);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Close dialog' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(opener);
  });

  it('has a labelled close button', async () => {
    await renderDialog(vi.fn());
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });
});
