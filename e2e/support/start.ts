/** The simulated instant the e2e sandboxes start at unless `SANDBOX_START` names another. */
export const E2E_START = '2026-11-20T12:00:00Z';
