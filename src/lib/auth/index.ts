export { getSession, useSession, requireSession, useKeyStorageIsTemporary, getDpopCredentials } from './session';
export { startSignIn, completeSignIn, takeSignInError, buildAuthorizationUrl } from './sign-in';
export { signOut } from './sign-out';
export { onSignedOut, getAccessContext, refreshTokens, QUERY_CACHE_KEY, type Session } from './state';
export { onBroadcast, type SignedOutReason } from './channel';
export { SignInError, SignInRequiredError } from './errors';
export { safeReturnPath, DEFAULT_RETURN_PATH } from './return-path';
export { KeyStorageNotice } from './key-storage-notice';
export { probeKeyStorage } from './storage';
