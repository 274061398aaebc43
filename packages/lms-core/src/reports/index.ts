export * from './report-weeks';
export * from './csv';
