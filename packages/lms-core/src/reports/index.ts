export * from './report-weeks';
