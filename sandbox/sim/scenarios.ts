import { SEVERITIES, type Severity } from '../../contract';
import { scenarioKinds } from '../../contract/control';
import { alertCode } from './alert-codes';
import { DOORS, openDoors, type Door } from './doors';
import { WHEELS, type Wheel } from './profiles';
import { Rng } from './random';
import { ScenarioError } from './scenario-error';
import type { ManualEvent } from './state';
import type { Scenario } from './types';
import { applyTroubleCodeScenario } from './trouble-codes';
import type { VehicleSim } from './vehicle-sim';

const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

function positive(value: unknown, field: string, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > max)
    throw new ScenarioError(`${field} must be a number above 0 and at most ${max}`);
  return value;
}

function text(value: unknown, field: string, fallback: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 2000)
    throw new ScenarioError(`${field} must be a non-empty string of at most 2000 characters`);
  return value;
}

/** Checks a scenario's shape (it may come straight from a JSON body) and returns its kind. */
export function scenarioKind(scenario: unknown): Scenario['kind'] {
  if (typeof scenario !== 'object' || scenario === null)
    throw new ScenarioError('a scenario must be an object with a "kind"');
  const kind = (scenario as { kind?: unknown }).kind;
  const kinds: string[] = scenarioKinds();
  if (typeof kind !== 'string' || !kinds.includes(kind))
    throw new ScenarioError(`unknown scenario kind ${JSON.stringify(kind)}; expected one of ${kinds.join(', ')}`);
  return kind as Scenario['kind'];
}

function pushEvent(v: VehicleSim, event: ManualEvent) {
  const o = v.override;
  const last = o?.events[o.events.length - 1]?.at ?? o?.since;
  if (last !== undefined && event.at < last)
    throw new ScenarioError(`the clock is before the last scenario on ${v.p.vin}; reset first`);
  if (o) o.events.push(event);
  else v.override = { since: event.at, events: [event] };
}

/** The scenarios that act on one car. */
export type VehicleScenario = Exclude<Scenario, { kind: 'reset' } | { kind: 'charger-connector-fault' }>;

/** Applies one vehicle scenario at `now`, or throws a ScenarioError saying why it does not apply. */
export function applyToVehicle(v: VehicleSim, scenario: VehicleScenario, now: number): void {
  const { p } = v;
  const s = v.snapshot(now);
  const manualDriving = !!s.driving && !!v.override && now >= v.override.since;
  switch (scenario.kind) {
    case 'tyre-losing-pressure': {
      const wheel = scenario.wheel as unknown;
      if (typeof wheel !== 'string' || !(WHEELS as readonly string[]).includes(wheel))
        throw new ScenarioError(`wheel must be one of ${WHEELS.join(', ')}`);
      const kPaPerMinute = positive(scenario.kPaPerMinute, 'kPaPerMinute', 500, 2);
      v.alerts.leaks = [
        ...v.alerts.leaks.filter((l) => l.wheel !== wheel),
        { wheel: wheel as Wheel, since: now, kPaPerMinute },
      ];
      return;
    }
    case 'charge-start': {
      if (!p.hasEvCharging || !p.hasTractionBattery)
        throw new ScenarioError(
          `${p.vin} (${p.vehicle.model}, ${p.vehicle.fuelType}) cannot charge: it has no ev-charging capability`,
        );
      if (s.driving) throw new ScenarioError(`${p.vin} is driving; park it before charging`);
      if (s.charging) throw new ScenarioError(`${p.vin} is already charging`);
      const powerKW = positive(scenario.powerKW, 'powerKW', 400, p.homeCharging?.powerKW ?? 11);
      pushEvent(v, { kind: 'charge-start', at: now, powerKW });
      return;
    }
    case 'charge-stop': {
      if (!p.hasEvCharging || !p.hasTractionBattery)
        throw new ScenarioError(
          `${p.vin} (${p.vehicle.model}, ${p.vehicle.fuelType}) cannot charge: it has no ev-charging capability`,
        );
      if (!s.charging) throw new ScenarioError(`${p.vin} is not charging`);
      pushEvent(v, { kind: 'charge-stop', at: now });
      return;
    }
    case 'drive': {
      if (manualDriving) throw new ScenarioError(`${p.vin} is already driving; park it first`);
      const open = openDoors(v.override, now);
      if (open.length)
        throw new ScenarioError(`${p.vin} has a door open (${open.join(', ')}); close it before driving`);
      if (s.charging) throw new ScenarioError(`${p.vin} is charging; stop charging before driving`);
      const speedKmh = positive(scenario.speedKmh, 'speedKmh', 250, 50);
      pushEvent(v, { kind: 'drive', at: now, speedKmh });
      return;
    }
    case 'park': {
      if (!s.driving) throw new ScenarioError(`${p.vin} is not driving`);
      pushEvent(v, { kind: 'park', at: now });
      return;
    }
    case 'door-open':
    case 'door-close': {
      const door = scenario.door as unknown;
      if (typeof door !== 'string' || !(DOORS as readonly string[]).includes(door))
        throw new ScenarioError(`door must be one of ${DOORS.join(', ')}`);
      const opening = scenario.kind === 'door-open';
      if (opening && s.driving) throw new ScenarioError(`${p.vin} is driving; park it before opening a door`);
      if (openDoors(v.override, now).includes(door as Door) === opening)
        throw new ScenarioError(`door ${door} of ${p.vin} is already ${opening ? 'open' : 'closed'}`);
      pushEvent(v, { kind: scenario.kind, at: now, door: door as Door });
      return;
    }
    case 'alert-raise': {
      const code = scenario.code as unknown;
      if (typeof code !== 'string' || !CODE.test(code))
        throw new ScenarioError('code must be 1–64 letters, digits, _, . or - (e.g. TIRE_PRESSURE_LOW or P0420)');
      const severity = scenario.severity as unknown;
      if (typeof severity !== 'string' || !(SEVERITIES as readonly string[]).includes(severity))
        throw new ScenarioError(`severity must be one of ${SEVERITIES.join(', ')}`);
      const known = alertCode(code.toUpperCase());
      const title = text(scenario.title, 'title', known?.title ?? code.replaceAll('_', ' '));
      const description = text(
        scenario.description,
        'description',
        known?.description ?? 'Raised through the sandbox control interface.',
      );
      v.raisedCount += 1;
      const signals = known ? known.evidence(p, now - 1_000, new Rng(p.seed, 'raised', now), v.probe) : [];
      v.alerts.raised.push({
        id: `${p.tag}-m${v.raisedCount}-${now.toString(36)}`,
        code,
        severity: severity as Severity,
        title,
        description,
        raisedAt: now,
        signals,
      });
      return;
    }
    case 'alert-clear': {
      const id = scenario.id as unknown;
      if (typeof id !== 'string' || id === '') throw new ScenarioError('id must be the id of an alert');
      const alert = v.alertList(now).find((a) => a.id === id);
      if (!alert) throw new ScenarioError(`${p.vin} has no alert ${id}`);
      if (!alert.active) throw new ScenarioError(`alert ${id} is already cleared`);
      v.alerts.cleared.set(id, now);
      return;
    }
    case 'trouble-code-raise':
    case 'trouble-code-clear':
    case 'trouble-codes-erase':
      return applyTroubleCodeScenario(v, scenario, now);
    case 'hostile-strings': {
      const enabled = scenario.enabled as unknown;
      if (typeof enabled !== 'boolean') throw new ScenarioError('enabled must be true or false');
      v.hostile = enabled;
      return;
    }
  }
}
