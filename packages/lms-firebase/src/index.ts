// The Firebase host of the learning platform's domain. Today: Firebase Auth as the domain's identity provider.
export {
  firebaseIdentity,
  identityUserOf,
  FIREBASE_IDENTITY,
  type FirebaseIdentityOptions,
} from './identity/firebase-identity';
export {
  exchangeCustomToken,
  identityToolkitUrlFor,
  GOOGLE_IDENTITY_TOOLKIT,
  type AuthRestOptions,
} from './identity/auth-rest';
