import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LmsError, messageFor } from '@lms/core';
import { renderLms } from '../test-support/render-on-domain';
import { useErrorText, type RefusalWordings } from './useErrorText';

const REFUSALS: RefusalWordings = {
  'has-enrollments': (_t, details) => `Has ${String(details.enrollmentCount)} students`,
};

function Sentence({ error, refusals }: { error: unknown; refusals?: RefusalWordings }) {
  const errorText = useErrorText(refusals);
  return <p>{errorText(error)}</p>;
}

/** As a server's answer arrives: any reason it names, declared or not. */
const refused = (reason: string) =>
  LmsError.received('functions/aborted', 'refused', { reason, enrollmentCount: 3 });

describe('useErrorText', () => {
  it("words a refusal the screen knows with the screen's words and the refusal's figures", async () => {
    await renderLms({ children: <Sentence error={refused('has-enrollments')} refusals={REFUSALS} /> });
    expect(screen.getByText('Has 3 students')).toBeInTheDocument();
  });

  it("falls back to the catalogue's sentence for other reasons, and without the screen's words", async () => {
    const error = refused('stale-version');
    const { unmount } = await renderLms({ children: <Sentence error={error} refusals={REFUSALS} /> });
    expect(screen.getByText(messageFor(error))).toBeInTheDocument();
    unmount();
    await renderLms({ children: <Sentence error={refused('has-enrollments')} /> });
    expect(screen.getByText(messageFor(error))).toBeInTheDocument();
  });

  it("never takes a reason named like one of Object's own members for a wording", async () => {
    await renderLms({ children: <Sentence error={refused('constructor')} refusals={REFUSALS} /> });
    expect(screen.getByText(messageFor(refused('constructor')))).toBeInTheDocument();
  });

  it('never shows the developer message of something that is not a catalogue error', async () => {
    await renderLms({ children: <Sentence error={new TypeError('x is undefined')} refusals={REFUSALS} /> });
    expect(screen.getByText(messageFor(undefined))).toBeInTheDocument();
  });

  it('names the site a server refused (an origin missing from its list), in place of "temporarily unavailable"', async () => {
    const error = new LmsError('functions/unavailable', 'refused', {
      reason: 'origin-not-allowed',
      url: 'https://lms.example/api/fn/listCourses',
      timeoutMs: 30_000,
      pageOrigin: 'https://partner.example',
    });
    await renderLms({ children: <Sentence error={error} /> });
    expect(
      screen.getByText(
        'This site (https://partner.example) is not allowed to use the learning platform yet. Ask the platform’s administrator to add it to the server’s list of allowed sites.',
      ),
    ).toBeInTheDocument();
  });
});
