export * from './user-records';
export * from './user-documents';
export * from './handlers';
export * from './user-list';
export * from './user-detail';
export * from './account-admin';
