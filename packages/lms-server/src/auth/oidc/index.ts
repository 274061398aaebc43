// Google and Microsoft sign-in popups (OpenID Connect code flow with PKCE).
export { registerOidcRoutes, type OidcRoutesOptions } from './routes';
export { OAUTH_RESULT_MESSAGE_TYPE, type OAuthResultMessage } from './result-page';
export { allowedOpenerOrigin } from './opener-origin';
