export { getSession, useSession, requireSession, onSessionEnd, type Session, type SessionEndReason } from './session';
export { getAccessContext, getDpopCredentials } from './access';
export { refreshTokens } from './refresh';
export { completeSignIn, takeSignInError, buildAuthorizationUrl } from './sign-in';
export { signOut } from './sign-out';
export { SignInError, SignInRequiredError } from './errors';
export { safeReturnPath, DEFAULT_RETURN_PATH } from './return-path';
export { KeyStorageNotice, useKeyStorageIsTemporary } from './key-storage-notice';
export { probeKeyStorage } from './storage';
