// Public surface of lms-core. Each area exports its own index.
export * from './platform';
export * from './errors';
export * from './areas';
export * from './api';
export * from './auth';
export * from './routing';
export * from './progress';
export * from './validation';
export * from './theme';
export * from './boot';
export * from './adapters/server';
export * from './payments';
export * from './learning';
export * from './embed';
export * from './storage';
export * from './reports';
export * from './action-plans';
