/** The clock of every test sandbox: a start instant the run chooses, so no test depends on the time of day it runs at. */
import { createOffsetClock, type AdjustableClock } from './sim/clock';
import { loadConfig } from './config';

const DAY_MS = 86_400_000;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;
const UNIT_TEST_DATE = '2026-11-20';

/**
 * Reads `SANDBOX_START` for a test run: an instant as the sandbox reads it (`2026-11-20T00:40:00Z`), or a UTC time of
 * day (`00:40`, default `12:00`). A time of day lands on `2026-11-20` for unit tests (`onDate: 'fixed'`), and for the
 * e2e sandboxes (`onDate: now`) on the latest past instant at that time: the browser counts date ranges ("7 days")
 * from its own today, so the simulated date must be the real one.
 */
export function testStart(value: string | undefined, onDate: 'fixed' | number): number {
  const spec = value?.trim() || '12:00';
  const time = TIME_OF_DAY.exec(spec);
  if (!time) return loadConfig({ SANDBOX_START: spec }).start!;
  if (onDate === 'fixed') return Date.parse(`${UNIT_TEST_DATE}T${spec}:00Z`);
  const today = Date.UTC(
    new Date(onDate).getUTCFullYear(),
    new Date(onDate).getUTCMonth(),
    new Date(onDate).getUTCDate(),
    Number(time[1]),
    Number(time[2]),
  );
  return today <= onDate ? today : today - DAY_MS;
}

/** Where unit and integration test sandboxes start (`SANDBOX_START`; noon UTC on 2026-11-20 by default). */
export const TEST_START = testStart(process.env.SANDBOX_START, 'fixed');

/** Starts at `TEST_START` and runs on at real speed (the broker publishes every second); the control interface moves it. */
export const testClock = (): AdjustableClock => createOffsetClock(TEST_START);
