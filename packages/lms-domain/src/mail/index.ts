export * from './mailer';
export * from './templates';
