export * from './fixed-window';
export * from './auth-rate-limits';
