// The server's side of the identity provider: its /api/auth/* routes and scrypt hashing. The account rules
// (sign-up, sign-in, codes, tokens) are lms-domain's.
export { registerAuthRoutes } from './register-auth-routes';
export { hashPassword, verifyPassword, scryptPasswords } from './passwords';
