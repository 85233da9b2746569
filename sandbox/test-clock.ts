/** The clock of every test sandbox: a fixed start instant, so no test depends on the time of day it runs at. */
import { createOffsetClock, type AdjustableClock } from './sim/clock';
import { loadConfig } from './config';

/**
 * Where test sandboxes start: `SANDBOX_START` when set (validated as the sandbox validates it), to run the whole suite
 * at another simulated time of day, else noon UTC on 2026-11-20.
 */
export const TEST_START = loadConfig({ SANDBOX_START: process.env.SANDBOX_START || '2026-11-20T12:00:00Z' }).start!;

/** Starts at `TEST_START` and runs on at real speed (the broker publishes every second); the control interface moves it. */
export const testClock = (): AdjustableClock => createOffsetClock(TEST_START);
