import type { Charger, ChargerSession, Connector } from '../../../contract/chargers';
import { iso, round } from '../catalogue';
import { chargingPowerKW, sessionMaxPower } from '../ev';
import { haversine } from '../geo';
import type { ChargeRecord } from '../manual-state';
import { HOUR_MS, MINUTE_MS, type Profile } from '../profiles';
import { ScenarioError } from '../scenario-error';
import type { Snapshot } from '../state';
import type { ChargeSession } from '../timeline';
import type { VehicleSim } from '../vehicle-sim';
import { CHARGER_SITES, chargerSite, homeConnectorOf, type ChargerSite } from '../../fleet';

/** How far from its home a car may stand and still reach its home charger's cable (m). */
export const CABLE_REACH_M = 50;
/** While a car charges, the meter is read once a minute (OCPP sampled meter values); at rest, at each session's end. */
const METER_INTERVAL_MS = MINUTE_MS;

/** A session on the home charger: AC (a wallbox delivers no DC) and started where the car lives. */
export const onHomeCharger = (p: Profile, s: ChargeSession) =>
  !s.dc && !!s.location && haversine(s.location, p.vehicle.home) <= CABLE_REACH_M;

type Row = { record: ChargeRecord; connectorId: number; vin: string; powerKW: number };

/** Energy a record had delivered at `at` (it charges at a constant power from its start to its end or t). */
function energyAt(r: ChargeRecord, at: number, t: number): number {
  if (r.session.start > at) return 0;
  const after = Math.max(0, Math.min(r.endedAt ?? t, t) - Math.max(at, r.session.start));
  return Math.max(0, r.energyKWh - (after / HOUR_MS) * r.session.powerKW);
}

/**
 * The chargers of `sites.ts`, derived from the cars: a connector is Occupied while its car is plugged in at home
 * (power while it charges), its sessions are the car's home charges, the meter is their sum since installation.
 * A connector can be faulted through the control interface.
 */
export class ChargerSim {
  private readonly faults = new Set<string>();

  constructor(private readonly car: (vin: string) => VehicleSim | undefined) {}

  ids = () => CHARGER_SITES.map((c) => c.id);

  reset() {
    this.faults.clear();
  }

  private faulted = (site: ChargerSite, connectorId: number) => this.faults.has(`${site.id}/${connectorId}`);

  /** The car plugged into its home connector now, with its snapshot; undefined when it is not. */
  private pluggedAtHome(vin: string | null, t: number): { v: VehicleSim; s: Snapshot } | undefined {
    const v = vin ? this.car(vin) : undefined;
    if (!v) return undefined;
    const s = v.snapshot(t);
    return s.plugged && s.lastSession && onHomeCharger(v.p, s.lastSession.session) ? { v, s } : undefined;
  }

  private rows(site: ChargerSite, t: number): Row[] {
    return site.connectors.flatMap((c) => {
      const v = c.vin ? this.car(c.vin) : undefined;
      if (!v || !c.vin) return [];
      const vin = c.vin;
      return v
        .chargeSessions(site.installedAt, t)
        .filter((r) => onHomeCharger(v.p, r.session))
        .map((record) => ({ record, connectorId: c.id, vin, powerKW: record.session.powerKW }));
    });
  }

  private connector(site: ChargerSite, c: ChargerSite['connectors'][number], t: number): Connector {
    const here = this.pluggedAtHome(c.vin, t);
    const base = { id: c.id, type: c.type, vin: here ? c.vin : null };
    if (this.faulted(site, c.id)) return { ...base, status: 'Faulted', powerKW: 0 };
    if (!here) return { ...base, status: 'Available', powerKW: 0 };
    return { ...base, status: 'Occupied', powerKW: round(chargingPowerKW(here.s), 1) };
  }

  /** The body of `GET /v1/chargers/{id}` at t, or undefined for an unknown id. */
  body(id: string, t: number): Charger | undefined {
    const site = chargerSite(id);
    if (!site) return undefined;
    const records = this.rows(site, t).map((r) => r.record);
    const running = records.some((r) => r.endedAt === null);
    const lastEnd = Math.max(site.installedAt, ...records.map((r) => r.endedAt ?? 0));
    const readAt = running ? Math.max(lastEnd, Math.floor(t / METER_INTERVAL_MS) * METER_INTERVAL_MS) : lastEnd;
    const energy = records.reduce((sum, r) => sum + energyAt(r, readAt, t), 0);
    return {
      id: site.id,
      name: site.name,
      vendor: site.vendor,
      model: site.model,
      maxPowerKW: site.maxPowerKW,
      connectors: site.connectors.map((c) => this.connector(site, c, t)),
      meter: { energyKWh: round(energy, 3), timestamp: iso(readAt) },
    };
  }

  /** Every session of the charger since installation, newest first (the API filters, sorts and pages). */
  sessions(id: string, t: number): ChargerSession[] | undefined {
    const site = chargerSite(id);
    if (!site) return undefined;
    return this.rows(site, t)
      .sort((a, b) => b.record.session.start - a.record.session.start)
      .map(({ record: r, connectorId, vin }): ChargerSession => ({
        id: r.session.id,
        connectorId,
        vin,
        startTime: iso(r.session.start),
        endTime: r.endedAt === null ? null : iso(r.endedAt),
        energyKWh: round(r.energyKWh, 2),
        maxPowerKW: sessionMaxPower(r.session),
      }))
      .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
  }

  /**
   * Faults a connector or clears the fault. A fault ends the charge running on it (`stopCharge`); while faulted, the
   * connector's car cannot start charging at home (`checkChargeStart`).
   */
  setFault(chargerId: string, connectorId: number, faulted: boolean, t: number, stopCharge: (vin: string) => void) {
    const site = chargerSite(chargerId);
    if (!site)
      throw new ScenarioError(`unknown charger ${JSON.stringify(chargerId)}: the sandbox has ${this.ids().join(', ')}`);
    const c = site.connectors.find((x) => x.id === connectorId);
    if (!c)
      throw new ScenarioError(
        `charger ${site.id} has connectors ${site.connectors.map((x) => x.id).join(', ')}, not ${connectorId}`,
      );
    if (this.faulted(site, c.id) === faulted)
      throw new ScenarioError(`connector ${c.id} of ${site.id} is ${faulted ? 'already faulted' : 'not faulted'}`);
    if (!faulted) return void this.faults.delete(`${site.id}/${c.id}`);
    const here = this.pluggedAtHome(c.vin, t);
    if (here?.s.charging && c.vin) stopCharge(c.vin);
    this.faults.add(`${site.id}/${c.id}`);
  }

  /** A car that would start charging on a faulted home connector is refused. */
  checkChargeStart(vin: string, powerKW: number | undefined, t: number) {
    const home = homeConnectorOf(vin);
    const v = this.car(vin);
    if (!home || !v || !this.faulted(home.site, home.connectorId)) return;
    const s = v.snapshot(t);
    const ac = (powerKW ?? v.p.homeCharging?.powerKW ?? 11) <= 22;
    if (ac && haversine(s.position, v.p.vehicle.home) <= CABLE_REACH_M)
      throw new ScenarioError(
        `connector ${home.connectorId} of ${home.site.id}, where ${vin} charges at home, is faulted`,
      );
  }
}
