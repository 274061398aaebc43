export * from './step-session';
