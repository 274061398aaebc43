export * from './survey-answers';
export * from './survey-answer-queue';
export * from './survey-webhook';
