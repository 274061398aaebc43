export * from './clamp';
export * from './progress-cache';
// Only the prefixes leave the folder: whoever clears storage on logout may need to recognise the cache's keys.
export { LAST_ACCESS_KEY_PREFIX, PROGRESS_KEY_PREFIX } from './keys';
