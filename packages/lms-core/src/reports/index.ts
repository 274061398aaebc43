export * from './report-weeks';
export * from './csv';
export * from './activity-csv';
