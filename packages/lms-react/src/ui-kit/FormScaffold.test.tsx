import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LmsError, messageFor } from '@lms/core';
import { TextField } from '../components/TextField';
import { renderLms } from '../test-support/render-on-domain';
import { FormScaffold } from './FormScaffold';
import { useFieldForm } from './useFieldForm';

/** A one-field form as a screen writes it: its check, its work, the scaffold around the field. */
function NameForm({ work }: { work: (name: string) => Promise<void> }) {
  const container = useRef<HTMLDivElement>(null);
  const form = useFieldForm<'name'>(container);
  const [name, setName] = useState('');
  function submit() {
    if (!form.validate({ name: name === '' ? { code: 'functions/invalid-argument' } : undefined })) return;
    void form.run(() => work(name));
  }
  return (
    <div ref={container}>
      <FormScaffold form={form} onSubmit={submit} submitLabel="Save">
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={form.errorOf('name')}
        />
      </FormScaffold>
    </div>
  );
}

describe('FormScaffold with useFieldForm', () => {
  it('shows a field problem on the field, focuses it and does not run the work', async () => {
    const work = vi.fn(() => Promise.resolve());
    await renderLms({ children: <NameForm work={work} /> });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveAccessibleDescription(messageFor('functions/invalid-argument'));
    await waitFor(() => expect(field).toHaveFocus());
    expect(work).not.toHaveBeenCalled();
  });

  it('spins the submit button while the work runs, then shows its failure above the form and focuses it', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const work = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    await renderLms({ children: <NameForm work={work} /> });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(work).toHaveBeenCalledWith('Ada');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');

    fail(new LmsError('functions/unavailable', 'socket hang up'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messageFor('functions/unavailable'));
    expect(alert.nextElementSibling?.tagName).toBe('FORM');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });
});
