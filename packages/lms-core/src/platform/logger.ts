/** Where lms-core reports what the spec says to "log" (failed redirect checks, failed welcome e-mails, ...). */
export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export const consoleLogger: Logger = {
  debug: (message, ...details) => console.debug(`[lms] ${message}`, ...details),
  info: (message, ...details) => console.info(`[lms] ${message}`, ...details),
  warn: (message, ...details) => console.warn(`[lms] ${message}`, ...details),
  error: (message, ...details) => console.error(`[lms] ${message}`, ...details),
};

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
