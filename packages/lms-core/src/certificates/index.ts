export * from './certificate-text';
export * from './certificate-number';
