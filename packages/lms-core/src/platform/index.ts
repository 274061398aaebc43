export * from './storage';
export * from './clock';
export * from './logger';
export * from './adapters/web-storage';
export * from './cross-tab-lock';
export * from './adapters/web-locks';
