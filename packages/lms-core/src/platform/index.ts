export * from './storage';
export * from './clock';
export * from './logger';
export * from './adapters/web-storage';
