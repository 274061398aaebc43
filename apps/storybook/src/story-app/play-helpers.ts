// Small waits shared by play functions: things the app does asynchronously on its own (loading another language's
// messages, mirroring the layout) that a person would simply see happen.
import { expect, waitFor } from 'storybook/test';
import type { StoryLanguage } from './story-parameters';

function libraryRoot(canvasElement: HTMLElement): Element | null {
  return canvasElement.querySelector('.lms-root');
}

/** Resolves once the library shows `language` (the `lang` of its root element). */
export async function waitForLanguage(canvasElement: HTMLElement, language: StoryLanguage): Promise<void> {
  // Message files load on demand; the first story in a language waits for them (Vite compiles them on first use).
  await waitFor(() => expect(libraryRoot(canvasElement)).toHaveAttribute('lang', language));
}

/** Resolves once the library lays out right to left (Arabic). */
export async function waitForRightToLeft(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(libraryRoot(canvasElement)).toHaveAttribute('dir', 'rtl'));
}
