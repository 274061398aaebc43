export * from './codes';
export * from './lms-error';
export * from './messages';
