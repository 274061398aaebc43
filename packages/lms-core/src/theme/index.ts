export * from './colors';
export * from './contrast';
export * from './ui-constants';
export * from './css';
export * from './site-theme';
export * from './dark-colors';
