export * from './user-records';
export * from './user-documents';
export * from './handlers';
