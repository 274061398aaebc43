// A Logger that remembers what it was told, for boot tests.
import { vi } from 'vitest';
import type { Logger } from '../platform/logger';

export function recordingLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger;
}
