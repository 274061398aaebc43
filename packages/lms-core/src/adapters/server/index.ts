// The self-hosted server's client adapters.
export * from './auth';
export * from '../../api/auth-wire';
export * from './auth-errors';
export * from './functions';
export * from './storage';
export * from './auth-popup';
export * from './backend';
export * from './media-url';
export * from '../browser-network';
