import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { InfoPage } from './InfoPage';

describe('InfoPage (/info)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('explains the platform under the product’s name, step by step', async () => {
    await renderScreen(<InfoPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'How Northwind Academy works' }),
    ).toBeInTheDocument();
    const steps = within(
      screen.getByRole('region', { name: 'From first visit to certificate' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Find your course',
      'Enrol',
      'Learn at your own rhythm',
      'Show what you have learned',
    ]);
  });

  it('links to the catalogue, the profile and support through the route table', async () => {
    await renderScreen(<InfoPage />);
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: 'Open your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-support');
  });

  it('speaks of the configured product noun, in text and in links', async () => {
    await renderScreen(<InfoPage />, { config: { productNoun: 'program' } });
    expect(screen.getByRole('heading', { name: 'Find your program' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse programs' })).toHaveAttribute('href', '/programs');
  });
});
