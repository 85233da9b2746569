import type { Journey } from '../../../contract';

/** A journey for tests: 5 km across Berlin in ten minutes, electric, no route. A test overrides what it checks. */
export const journeyFixture = (over: Partial<Journey> = {}): Journey => ({
  id: 'j-1',
  startTime: '2026-11-20T08:00:00.000Z',
  endTime: '2026-11-20T08:10:00.000Z',
  distance: 5000,
  duration: 600,
  start: { latitude: 52.52, longitude: 13.405 },
  end: { latitude: 52.53, longitude: 13.41 },
  averageSpeed: 30,
  energyUsed: 0.9,
  route: '',
  ...over,
});
