// Vitest setup for component tests: jest-dom matchers, a clean DOM after each test, and the browser APIs jsdom
// lacks that the library calls (scrolling, pointer capture used by Radix menus).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadMarkdownParser } from '../components/MarkdownView';
import { WAIT_LIMIT_MS } from './limits';

// Lazy screens and whole pages can take many seconds to settle in jsdom on a busy 2-core machine (./limits.ts).
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

afterEach(() => {
  cleanup();
});

// A part that first suspends on its download inside act() (user-event's click: the editor's Markdown preview) never
// shows if the code arrives after act() returned: React drops the suspended render with act's queue (it warns "A
// component suspended inside an `act` scope"). Not a browser problem (no act there), so tests download it first.
beforeAll(async () => {
  await preloadMarkdownParser();
});

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
// jsdom's Blob has no stream(); the domain's file service reads uploads as a stream, as browsers allow.
Blob.prototype.stream ??= function stream(this: Blob) {
  const bytes = new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(await bytes));
      controller.close();
    },
  });
} as Blob['stream'];
