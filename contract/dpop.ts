/**
 * What the service accepts as a DPoP proof, on the token endpoint and the data endpoints alike (RFC 9449 §4.3, §11.1;
 * SPEC §5 leaves proof claims other than htm and htu to the server). A client signs with one of the algorithms and sets `iat` from a clock
 * within the window.
 */
export const PROOF_ALGORITHMS = ['PS256', 'ES256'] as const;
/** At most this old (seconds), and at most this far ahead of the server's clock. */
export const PROOF_MAX_AGE_S = 60;
export const PROOF_FUTURE_SKEW_S = 10;
/** Characters of the compact proof, and of its `jti`. */
export const PROOF_MAX_LENGTH = 8192;
export const JTI_MAX_LENGTH = 256;
