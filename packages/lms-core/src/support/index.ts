export * from './support-rules';
export * from './support-attachments';
