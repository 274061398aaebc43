import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { WhyProductPage } from './WhyProductPage';

describe('WhyProductPage (/why-{product})', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('sets out what the platform gives a learner, one heading per benefit', async () => {
    await renderScreen(<WhyProductPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Why learn with Northwind Academy?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Your time, your pace',
      'Progress that keeps up',
      'Proof of what you can do',
      'Made for everyone',
      'Real people behind it',
      'Ready to start?',
    ]);
    expect(
      screen.getByText(/Northwind Academy saves your place in every course as you go/),
    ).toBeInTheDocument();
  });

  it('ends with ways to start, in the configured product noun', async () => {
    await renderScreen(<WhyProductPage />, { config: { productNoun: 'workshop' } });
    expect(screen.getByRole('link', { name: 'Browse workshops' })).toHaveAttribute('href', '/workshops');
    expect(screen.getByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '/info');
  });
});
