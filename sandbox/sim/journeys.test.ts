import { describe, expect, it } from 'vitest';
import { Journey } from '../../contract';
import { decodePolyline } from '../../contract/polyline';
import { FLEET } from '../fleet';
import { bearing, haversine, pathLength } from './geo';
import { createSimulator, ManualClock } from './index';
import { PROFILES } from './profiles';
import { ALL_VINS, DAY, HOUR, T0, VINS, num, setup } from './test-helpers';

const pts = (route: string) => decodePolyline(route).map(([latitude, longitude]) => ({ latitude, longitude }));

describe('journeys', () => {
  it('cover the last 90 days, newest first, 0–4 a day, with unique ids', () => {
    const { sim } = setup();
    for (const vin of ALL_VINS) {
      const list = sim.journeys(vin)!;
      expect(list.length).toBeGreaterThan(60);
      for (const j of list) Journey.parse(j);
      const starts = list.map((j) => Date.parse(j.startTime));
      expect([...starts].sort((a, b) => b - a)).toEqual(starts);
      expect(Math.min(...starts)).toBeGreaterThanOrEqual(T0 - 90 * DAY);
      expect(Math.min(...starts)).toBeLessThan(T0 - 85 * DAY);
      expect(Math.max(...list.map((j) => Date.parse(j.endTime)))).toBeLessThanOrEqual(T0);
      expect(new Set(list.map((j) => j.id)).size).toBe(list.length);
      const perDay = new Map<string, number>();
      for (const j of list) perDay.set(j.startTime.slice(0, 10), (perDay.get(j.startTime.slice(0, 10)) ?? 0) + 1);
      expect(Math.max(...perDay.values())).toBeLessThanOrEqual(4);
    }
  });

  it('have road-like routes whose length is the distance, with start and end on the route', () => {
    const { sim } = setup();
    for (const vin of ALL_VINS) {
      for (const j of sim.journeys(vin)!.slice(0, 40)) {
        const route = pts(j.route);
        expect(route.length).toBeGreaterThan(3);
        expect(Math.abs(pathLength(route) - j.distance)).toBeLessThan(j.distance * 0.01 + 5);
        expect(route[0]).toEqual(j.start);
        expect(route[route.length - 1]).toEqual(j.end);
        // Not a straight line: the route turns, and is longer than the crow flies.
        const headings = new Set(route.slice(1).map((p, i) => Math.round(bearing(route[i]!, p) / 45)));
        expect(headings.size).toBeGreaterThan(1);
        expect(j.distance).toBeGreaterThan(haversine(j.start, j.end));
        expect(j.duration).toBe((Date.parse(j.endTime) - Date.parse(j.startTime)) / 1000);
        expect(j.averageSpeed).toBeCloseTo((j.distance / j.duration) * 3.6, 0);
        expect(j.averageSpeed).toBeGreaterThan(8);
        expect(j.averageSpeed).toBeLessThan(90);
      }
    }
  });

  it('chain up: each journey starts where the one before ended, and stays near home', () => {
    const { sim } = setup();
    for (const v of FLEET) {
      const list = [...sim.journeys(v.vin)!].reverse();
      for (let k = 1; k < list.length; k++) {
        expect(list[k]!.start).toEqual(list[k - 1]!.end);
        expect(Date.parse(list[k]!.startTime)).toBeGreaterThanOrEqual(Date.parse(list[k - 1]!.endTime));
      }
      for (const j of list) expect(haversine(v.home, j.start)).toBeLessThan(80_000);
    }
  });

  it('carry energy for electric cars, fuel for combustion ones, and either for the plug-in hybrid', () => {
    const { sim } = setup();
    for (const v of FLEET) {
      for (const j of sim.journeys(v.vin)!) {
        const long = j.distance > 2_000;
        if (v.fuelType === 'electric') {
          expect(j.energyUsed).toBeGreaterThan(0);
          expect(j.fuelUsed).toBeUndefined();
          if (long) expect(j.energyUsed! / (j.distance / 1000)).toBeGreaterThan(0.1);
          if (long) expect(j.energyUsed! / (j.distance / 1000)).toBeLessThan(0.35);
        } else if (v.fuelType === 'plug-in-hybrid') {
          expect((j.energyUsed ?? 0) + (j.fuelUsed ?? 0)).toBeGreaterThan(0);
          expect(j.energyUsed).toBeDefined();
        } else {
          expect(j.energyUsed).toBeUndefined();
          expect(j.fuelUsed).toBeGreaterThan(0);
          if (long) expect(j.fuelUsed! / (j.distance / 100_000)).toBeGreaterThan(4);
          if (long) expect(j.fuelUsed! / (j.distance / 100_000)).toBeLessThan(14);
        }
      }
    }
  });

  it('the plug-in hybrid drives on electricity, and on fuel when a long trip empties the battery', () => {
    const { sim } = setup();
    const list = sim.journeys(VINS.phev)!;
    expect(list.filter((j) => !j.fuelUsed).length).toBeGreaterThan(list.length / 2);
    const hybrid = list.filter((j) => j.fuelUsed && j.fuelUsed > 0);
    expect(hybrid.length).toBeGreaterThan(0);
    // A long trip empties the battery down to its reserve; trips after it run on fuel until the next charge.
    expect(hybrid.some((j) => j.distance > 40_000)).toBe(true);
  });

  it('are stable: the same ids and records an hour later, and new ones appear as the clock moves', () => {
    const { sim, clock } = setup();
    const before = sim.journeys(VINS.dieselVan)!;
    clock.advance(2 * DAY);
    const after = sim.journeys(VINS.dieselVan)!;
    const byId = new Map(after.map((j) => [j.id, j]));
    const kept = before.filter((j) => Date.parse(j.startTime) >= T0 + 2 * DAY - 90 * DAY);
    for (const j of kept) expect(byId.get(j.id)).toEqual(j);
    expect(after.length).not.toBe(kept.length);
  });

  it('add up to the odometer, roughly', () => {
    const { sim, clock } = setup();
    for (const vin of ALL_VINS) {
      clock.set(T0);
      const list = sim.journeys(vin)!;
      const now = num(sim.status(vin)!.signals, 'Vehicle.TraveledDistance');
      clock.set(Date.parse(list[list.length - 1]!.startTime));
      const then = num(sim.status(vin)!.signals, 'Vehicle.TraveledDistance');
      const sum = list.reduce((a, j) => a + j.distance, 0);
      expect(Math.abs(now - then - sum)).toBeLessThan(sum * 0.02);
    }
  });

  it('the location is where the last journey ended while parked, and on the route while driving', () => {
    const { sim, clock } = setup();
    let checkedDriving = 0;
    for (let k = 0; k < 48; k++) {
      for (const vin of [VINS.evSedan, VINS.dieselVan]) {
        const loc = sim.location(vin)!.signals;
        const here = {
          latitude: num(loc, 'Vehicle.CurrentLocation.Latitude'),
          longitude: num(loc, 'Vehicle.CurrentLocation.Longitude'),
        };
        const moving = sim.status(vin)!.signals.find((s) => s.name === 'Vehicle.IsMoving')!.value;
        const last = sim.journeys(vin)![0]!;
        if (!moving) expect(haversine(here, last.end)).toBeLessThan(15);
        else {
          checkedDriving++;
          expect(haversine(here, last.end)).toBeLessThan(40_000);
        }
      }
      clock.advance(HOUR / 2);
    }
    expect(checkedDriving).toBeGreaterThan(0);
  });

  it('a longer history keeps the default window’s journeys unchanged and starts no earlier than the car’s delivery', () => {
    const clock = new ManualClock(T0);
    const long = createSimulator({ clock, historyDays: 5 * 365 });
    const { sim } = setup();
    for (const v of FLEET) {
      const short = sim.journeys(v.vin)!;
      const all = long.journeys(v.vin)!;
      expect(all.slice(0, short.length)).toEqual(short);
      expect(all.length).toBeGreaterThan(short.length * 5);
      const first = Date.parse(all[all.length - 1]!.startTime);
      expect(first).toBeGreaterThanOrEqual(Math.max(T0 - 5 * 365 * DAY, PROFILES.get(v.vin)!.deliveredAt));
    }
  });
});
