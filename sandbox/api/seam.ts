/**
 * What the other sandbox parts may use of the data API (eslint.boundaries.js): the MQTT broker authenticates with the
 * API's own checks and replay cache, decides with its authorisation step, and renders the EV and diagnostics bodies as REST does.
 */
export type { Authenticator, Caller } from './dpop/authenticate';
export { relationTo, requireDataScope } from './authorize';
export { normaliseHtu } from './dpop/htu';
export { ProblemError } from './errors';
export { evBodyFor } from './routes/ev';
export { defaultDiagnosticsBody } from './routes/diagnostics';
