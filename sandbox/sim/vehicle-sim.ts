import type { Alert, EvBody, Journey, SignalsBody, TroubleCode, Vehicle } from '../../contract';
import type { Probe } from './alert-codes';
import { alertsAt, type AlertState } from './alerts';
import { cells } from './battery';
import { doorsAt } from './doors';
import { evBody } from './ev';
import { hvBatteryBody } from './hv-battery';
import { JourneyLog } from './journeys';
import { locationBody } from './location';
import { chargeLog } from './charge-log';
import { manualSnapshot, type ChargeRecord } from './manual-state';
import { naturalSnapshot } from './natural-state';
import type { Profile, Wheel } from './profiles';
import { reportedAt } from './reporting';
import type { ManualJourney, Override, Snapshot } from './state';
import { statusBody } from './status';
import { Timeline } from './timeline';
import { freezeFrame } from './trouble-codes/freeze-frame';
import { dtcList, freshDiagnosticState, troubleCodesAt } from './trouble-codes';
import type { Occurrence } from './trouble-codes/lifecycle';
import { pressure } from './tyres';

/** One simulated car: the deterministic timeline plus whatever scenarios have changed. */
export class VehicleSim {
  readonly tl: Timeline;
  private readonly log: JourneyLog;
  override: Override | undefined;
  alerts: AlertState = { raised: [], cleared: new Map(), leaks: [] };
  raisedCount = 0;
  /** Trouble codes the control interface set, and the last erase. */
  diag = freshDiagnosticState();
  /** Freeze frames by occurrence (the car's own ones never depend on scenarios). */
  private readonly frames = new Map<string, ReturnType<typeof freezeFrame>>();
  /** The `hostile-strings` scenario is on for this car. */
  hostile = false;

  constructor(
    readonly p: Profile,
    historyDays?: number,
  ) {
    this.tl = new Timeline(p);
    this.log = new JourneyLog(this.tl, historyDays);
  }

  reset() {
    this.override = undefined;
    this.alerts = { raised: [], cleared: new Map(), leaks: [] };
    this.hostile = false;
    this.diag = freshDiagnosticState();
    this.frames.clear();
  }

  private folded(t: number): { snapshot: Snapshot; journeys: ManualJourney[]; sessions: ChargeRecord[] } {
    if (this.override && t >= this.override.since) return manualSnapshot(this.tl, this.override, t);
    return { snapshot: naturalSnapshot(this.tl, t), journeys: [], sessions: [] };
  }

  snapshot(t: number): Snapshot {
    return this.folded(t).snapshot;
  }

  readonly probe: Probe = {
    odometerAtDayStart: (day: number) => this.tl.odometerAtDayStart(day),
    tyrePressure: (wheel: Wheel, at: number) =>
      pressure(
        this.p,
        wheel,
        at,
        this.alerts.leaks.find((l) => l.wheel === wheel && l.since <= at),
      ),
    // Evidence of the car's own alerts comes from its own timeline, so cached alerts never depend on scenarios.
    cellStats: (at: number) => {
      const c = cells(this.p, naturalSnapshot(this.tl, at), at);
      return { min: c.min, max: c.max, idMin: c.idMin, idMax: c.idMax, maxTemp: c.maxTemp };
    },
  };

  vehicle(): Vehicle {
    const v = this.p.vehicle;
    return {
      Vehicle: {
        VehicleIdentification: {
          VIN: v.vin,
          Brand: v.brand,
          Model: v.model,
          Year: v.year,
          BodyType: v.bodyType,
          VehicleExteriorColor: v.color,
        },
        Powertrain: { FuelType: v.fuelType },
        Capabilities: [...v.capabilities],
      },
    };
  }

  status(t: number): SignalsBody {
    const s = this.snapshot(t);
    const alerts = this.alertList(t);
    const activeAlerts = alerts.filter((a) => a.active);
    const leaks = this.alerts.leaks.filter((l) => l.since <= t);
    return statusBody({
      p: this.p,
      s,
      activeAlerts,
      dtcs: dtcList(t, alerts, this.diag),
      leaks,
      doors: doorsAt(this.override, t),
      odometerAt: (at) => (at >= t ? s.odometerM : this.snapshot(at).odometerM),
    });
  }

  location(t: number): SignalsBody {
    return locationBody(this.p, this.snapshot(t));
  }

  ev(t: number): EvBody | undefined {
    if (!this.p.hasEvCharging || !this.p.hasTractionBattery) return undefined;
    const s = this.snapshot(t);
    const c = cells(this.p, s, reportedAt(this.p, s, 'Vehicle.Powertrain.TractionBattery.CellVoltage', 'stream'));
    return evBody(this.p, s, c.packVoltage);
  }

  hvBattery(t: number): SignalsBody | undefined {
    if (!this.p.hasEvCharging || !this.p.hasTractionBattery) return undefined;
    const s = this.snapshot(t);
    const at = reportedAt(this.p, s, 'Vehicle.Powertrain.TractionBattery.CellVoltage', 'stream');
    return hvBatteryBody(this.p, s, cells(this.p, s, at), at);
  }

  alertList(t: number): Alert[] {
    return alertsAt(this.p, t, this.probe, this.alerts);
  }

  /** Every charging session that started in [from, t], oldest first. */
  chargeSessions(from: number, t: number): ChargeRecord[] {
    const manual = this.override && t >= this.override.since ? this.folded(t).sessions : [];
    return chargeLog(this.tl, this.override, manual, from, t);
  }

  troubleCodes(t: number): TroubleCode[] {
    return troubleCodesAt({
      now: t,
      alertsAt: (at) => this.alertList(at),
      state: this.diag,
      frame: (o, at) => this.freezeFrame(o, at),
    });
  }

  private freezeFrame(o: Occurrence, at: number) {
    const manual = !o.alertId || this.diag.manual.has(o.alertId);
    const key = `${o.alertId ?? o.code}:${at}`;
    const hit = this.frames.get(key);
    if (hit && !manual) return hit;
    if (this.frames.size > 2000) this.frames.clear();
    const s = manual ? this.snapshot(at) : naturalSnapshot(this.tl, at);
    const frame = freezeFrame(this.p, s, at, o.evidence);
    this.frames.set(key, frame);
    return frame;
  }

  journeys(t: number): Journey[] {
    const { journeys } = this.folded(t);
    return this.log.list(t, this.override, journeys);
  }
}
