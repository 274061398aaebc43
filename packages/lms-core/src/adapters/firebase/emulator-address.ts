/** Where a Firebase emulator listens, e.g. `{ host: '127.0.0.1', port: 5001 }` (tests and local development). */
export interface EmulatorAddress {
  host: string;
  port: number;
}
