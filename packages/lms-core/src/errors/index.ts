export * from './codes';
export * from './lms-error';
export * from './refusal-registry';
export * from './messages';
