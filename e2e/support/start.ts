import { testStart } from '../../sandbox/test-clock';

/**
 * The simulated instant every e2e sandbox starts at: `SANDBOX_START` (an instant, or a UTC time of day such as `00:40`),
 * by default the latest past noon UTC, so the simulated date is the browser's. The global setup fixes it once in
 * `E2E_SANDBOX_START`, so every worker starts at the same instant.
 */
export function e2eStart(): string {
  return (process.env.E2E_SANDBOX_START ??= new Date(testStart(process.env.SANDBOX_START, Date.now())).toISOString());
}
