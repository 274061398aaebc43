import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTAREA_DEFAULT_ROWS } from '@lms/core';
import { Textarea } from './Textarea';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled by its label and described by its description and error (aria-describedby)', () => {
    render(
      <TextField label="E-mail" description="We never share it." error="Enter a valid email address." />,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked invalid and has no description when there is nothing to say', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('Textarea', () => {
  it('spec 9: has 6 rows by default', () => {
    render(<Textarea label="Message" />);
    expect(TEXTAREA_DEFAULT_ROWS).toBe(6);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6');
  });

  it('keeps a row count given by the screen', () => {
    render(<Textarea label="Note" rows={3} />);
    expect(screen.getByLabelText('Note')).toHaveAttribute('rows', '3');
  });

  it('wires its error message like a text field', () => {
    render(<Textarea label="Message" error="Write a few words." />);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Write a few words.');
  });
});
