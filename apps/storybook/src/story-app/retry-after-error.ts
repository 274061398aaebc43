// The error-state story every data screen has: the alert says what could not be loaded and why, and Try again
// (with the back end answering again) shows the page.
import type { StoryContext } from '@storybook/react-vite';
import { ERROR_MESSAGES, type LmsErrorCode } from '@lms/core';
import { expect, userEvent, within } from 'storybook/test';
import { storyApp } from './with-lms';

export interface RetryAfterError {
  /** Where the alert is (a section of the page); the whole canvas by default. */
  within?: ReturnType<typeof within>;
  /** The screen's own title of the failure, when it has one. */
  title?: string;
  /** The error the story's back end answered with. */
  code?: LmsErrorCode;
  /** Resolves once the page shows what it loaded. */
  loaded: () => Promise<unknown>;
}

export async function retryAfterError(
  context: Pick<StoryContext, 'loaded' | 'canvasElement'>,
  options: RetryAfterError,
): Promise<void> {
  const scope = options.within ?? within(context.canvasElement);
  const alert = await scope.findByRole('alert');
  if (options.title !== undefined) await expect(alert).toHaveTextContent(options.title);
  await expect(alert).toHaveTextContent(ERROR_MESSAGES[options.code ?? 'functions/unavailable']);
  storyApp(context).server.setMode({ kind: 'live' });
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await options.loaded();
}
