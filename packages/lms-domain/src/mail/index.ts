export * from './mailer';
export * from './templates';
export * from './handlers';
