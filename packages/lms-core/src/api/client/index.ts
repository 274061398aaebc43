// The HTTP client side of the contract: callable client, shared fetch deadline, network timeouts of spec 9.
export * from './callable-client';
export * from './callable-answer';
export * from './fetch-with-timeout';
export * from './network-timeouts';
export { refusedOriginOf } from './origin-refusal';
