// A Logger for tests that keeps every entry, so a test can check that a failure was logged and not thrown.
import type { Logger } from '../../platform/logger';

export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  details: unknown[];
}

export interface RecordingLogger extends Logger {
  entries: LogEntry[];
  messages(level: LogEntry['level']): string[];
}

export function createRecordingLogger(): RecordingLogger {
  const entries: LogEntry[] = [];
  const record =
    (level: LogEntry['level']) =>
    (message: string, ...details: unknown[]) =>
      void entries.push({ level, message, details });
  return {
    entries,
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    messages: (level) => entries.filter((e) => e.level === level).map((e) => e.message),
  };
}
