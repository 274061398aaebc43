// The server's tests sign users in as the host conformance suite does (lms-domain's test/conformance/sign-in.ts).
export { signInTestUser, type TestUserSession } from '@lms/domain/conformance/sign-in';
