import type { Override } from './state';

export const DOORS = ['Row1.DriverSide', 'Row1.PassengerSide', 'Row2.DriverSide', 'Row2.PassengerSide'] as const;
export type Door = (typeof DOORS)[number];

/** A door a scenario opened or closed, and when: the car's door sensor reports it at that instant. */
export type DoorChange = { open: boolean; at: number };

/** The last `door-open`/`door-close` of each door at instant t (doors no scenario touched are absent). */
export function doorsAt(o: Override | undefined, t: number): Map<Door, DoorChange> {
  const out = new Map<Door, DoorChange>();
  for (const e of o?.events ?? []) {
    if (e.at > t) break;
    if (e.kind === 'door-open' || e.kind === 'door-close') out.set(e.door, { open: e.kind === 'door-open', at: e.at });
  }
  return out;
}

export const openDoors = (o: Override | undefined, t: number): Door[] =>
  [...doorsAt(o, t)].filter(([, c]) => c.open).map(([door]) => door);
