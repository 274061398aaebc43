export * from './certificate-text';
