export * from './colors';
export * from './contrast';
export * from './ui-constants';
export * from './css';
