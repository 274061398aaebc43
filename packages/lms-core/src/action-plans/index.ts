export * from './step-session';
export * from './not-started';
