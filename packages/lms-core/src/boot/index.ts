export * from './run-boot';
export * from './standard-steps';
export * from './version';
export * from './adapters/browser-navigate';
export * from './product-config';
