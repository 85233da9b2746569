import type { Charger, ChargerSession } from '../../contract/chargers';
import type { Alert, EvBody, Journey, SignalsBody, TroubleCode, Vehicle } from '../../contract';
import type { Door } from './doors';

/** An injectable clock: the simulator and both servers read time only from here. */
export interface Clock {
  now(): number;
}

/** Scenarios a test can set through the control interface (off unless enabled). */
export type Scenario =
  | {
      kind: 'tyre-losing-pressure';
      vin: string;
      wheel: 'Row1.Left' | 'Row1.Right' | 'Row2.Left' | 'Row2.Right';
      kPaPerMinute?: number;
    }
  | { kind: 'charge-start'; vin: string; powerKW?: number }
  | { kind: 'charge-stop'; vin: string }
  | {
      kind: 'alert-raise';
      vin: string;
      code: string;
      severity: 'info' | 'warning' | 'critical';
      title?: string;
      description?: string;
    }
  | { kind: 'alert-clear'; vin: string; id: string }
  | { kind: 'drive'; vin: string; speedKmh?: number }
  | { kind: 'park'; vin: string }
  | { kind: 'door-open' | 'door-close'; vin: string; door: Door }
  | { kind: 'hostile-strings'; vin: string; enabled: boolean }
  | { kind: 'charger-connector-fault'; chargerId: string; connectorId: number; faulted: boolean }
  | {
      kind: 'trouble-code-raise';
      vin: string;
      code: string;
      pending?: boolean;
      severity?: 'info' | 'warning' | 'critical';
      ecu?: string;
      description?: string;
    }
  | { kind: 'trouble-code-clear'; vin: string; code: string }
  | { kind: 'trouble-codes-erase'; vin: string }
  | { kind: 'reset' };

/**
 * The vehicle simulator: deterministic (seeded) data that moves with the clock.
 * Returns `undefined` for a VIN it does not know, and for EV bodies of a vehicle without `ev-charging`.
 */
export interface Simulator {
  readonly clock: Clock;
  vins(): string[];
  vehicle(vin: string): Vehicle | undefined;
  status(vin: string): SignalsBody | undefined;
  location(vin: string): SignalsBody | undefined;
  ev(vin: string): EvBody | undefined;
  hvBattery(vin: string): SignalsBody | undefined;
  /** Every alert of the vehicle (active and cleared), newest first; the API filters, sorts and pages. */
  alerts(vin: string): Alert[] | undefined;
  /** Every journey of the last 90 days, newest first; the API filters, sorts and pages. */
  journeys(vin: string): Journey[] | undefined;
  /** The ids of the sandbox's chargers (`chargers/sites.ts`). */
  chargerIds(): string[];
  /** A charger's connectors and meter now; undefined for an unknown id (ownership is the API's business). */
  charger(id: string): Charger | undefined;
  /** Every session of a charger since its installation, newest first; the API filters, sorts and pages. */
  chargerSessions(id: string): ChargerSession[] | undefined;
  /** Every trouble code the car holds now, newest detection first; the API filters, sorts and pages. */
  diagnostics(vin: string): TroubleCode[] | undefined;
  /** Applies a scenario; throws a `ScenarioError` with a message when it does not apply. */
  apply(scenario: Scenario): void;
}
