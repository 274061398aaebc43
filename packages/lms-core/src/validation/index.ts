// Individual rules stay behind `rules` so names like `date` or `email` do not crowd the package's root exports.
export * from './result';
export * from './rules';
export { isUserSettableUrl, USER_URL_MESSAGE } from './user-url';
