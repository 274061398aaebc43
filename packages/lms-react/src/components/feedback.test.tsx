import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LmsError, messageFor } from '@lms/core';
import { renderLms } from '../test-support/render-on-domain';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it("shows lms-core's messageFor(error) for a catalogue error, never the developer message", async () => {
    const error = new LmsError('functions/permission-denied', 'caller u1 lacks admin claim');
    await renderLms({ children: <ErrorState error={error} /> });
    expect(screen.getByRole('alert')).toHaveTextContent(messageFor(error));
    expect(screen.getByRole('alert')).not.toHaveTextContent('u1 lacks admin');
  });

  it('spec 8: shows the exact sentence for an account that exists with other credentials', async () => {
    await renderLms({
      children: <ErrorState error={{ code: 'auth/account-exists-with-different-credential' }} />,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An account already exists with the same email address but different sign-in credentials. Sign in using the provider associated with this email address.',
    );
  });

  it('shows the generic sentence for anything that is not a catalogue error', async () => {
    await renderLms({ children: <ErrorState error={new TypeError('x is undefined')} /> });
    expect(screen.getByRole('alert')).toHaveTextContent(messageFor(undefined));
  });

  it('offers "Try again" that calls onRetry', async () => {
    const onRetry = vi.fn();
    await renderLms({ children: <ErrorState error={{ code: 'functions/unavailable' }} onRetry={onRetry} /> });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('EmptyState', () => {
  it('names the empty list and offers its action', async () => {
    await renderLms({
      children: <EmptyState title="No coupons yet" action={<Button>Create a coupon</Button>} />,
    });
    expect(screen.getByRole('heading', { name: 'No coupons yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a coupon' })).toBeInTheDocument();
  });
});

describe('Button', () => {
  it('does not submit forms unless asked to', async () => {
    await renderLms({ children: <Button>Cancel</Button> });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });

  it('is disabled and busy while its work runs', async () => {
    const onClick = vi.fn();
    await renderLms({
      children: (
        <Button busy onClick={onClick}>
          Save
        </Button>
      ),
    });
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
