import type { ChargingSession, EvBody, SignalValue } from '../../contract';
import { iso, round, signal } from './catalogue';
import { HOUR_MS, type Profile } from './profiles';
import { reportedAt } from './reporting';
import type { Snapshot } from './state';
import type { ChargeSession } from './timeline';
import { electricRangeM } from './status';

const C = 'Vehicle.Powertrain.TractionBattery.Charging';
const PORT = `${C}.ChargingPort.AnyPosition`;

/** The highest power a session reached (kW), as the car reports it. */
export const sessionMaxPower = (x: ChargeSession) => round(x.powerKW * (x.dc ? 1.04 : 1.01), 1);

/** The power flowing into the car now (kW): the session's, with a little ripple; 0 when it is not charging. */
export const chargingPowerKW = (s: Snapshot) =>
  s.charging ? s.charging.session.powerKW * (1 + 0.01 * Math.sin(s.t / 11_000)) : 0;

function session(s: Snapshot): ChargingSession | null {
  const last = s.lastSession;
  if (!last) return null;
  const { session: x, energyKWh } = last;
  const end = last.endedAt;
  const hours = Math.max(1 / 60, ((end ?? s.t) - x.start) / HOUR_MS);
  const ramp = x.dc ? 0.88 : 0.985;
  return {
    id: x.id,
    start: iso(x.start),
    end: end === null ? null : iso(end),
    energyAdded: round(energyKWh, 2),
    maxPower: sessionMaxPower(x),
    averagePower: round(Math.min(x.powerKW * ramp, energyKWh / hours), 2),
    location: x.location
      ? { latitude: round(x.location.latitude, 5), longitude: round(x.location.longitude, 5) }
      : null,
  };
}

/** Charging status, state of charge, range and the current or last session (cars with `ev-charging` only). */
export function evBody(p: Profile, s: Snapshot, packVoltage: number): EvBody {
  const out: SignalValue[] = [];
  const at = (name: string) => reportedAt(p, s, name, 'stream');
  const add = (name: string, value: unknown) => out.push(signal(name, value, at(name)));
  const c = s.charging;
  const cap = p.vehicle.batteryKWh ?? 0;
  const powerKW = chargingPowerKW(s);
  const limit = c?.targetPercent ?? s.chargeLimit ?? 100;
  const dc = !!c?.session.dc;

  add('Vehicle.Powertrain.TractionBattery.StateOfCharge.Current', round(s.soc, 1));
  add(
    'Vehicle.Powertrain.TractionBattery.StateOfCharge.CurrentEnergy',
    round((s.soc / 100) * cap * ((p.stateOfHealth ?? 100) / 100), 2),
  );
  add(
    'Vehicle.Powertrain.TractionBattery.Range',
    electricRangeM(p, s.soc, at('Vehicle.Powertrain.TractionBattery.Range')),
  );
  add(`${C}.ChargeLimit`, limit);
  add(`${C}.IsCharging`, !!c);
  add(
    `${C}.TimeToComplete`,
    c ? Math.max(0, Math.round(((((limit - s.soc) / 100) * cap) / c.session.powerKW) * 3_600)) : 0,
  );
  add(`${C}.VDS.Power`, round(powerKW, 2));
  add(`${C}.ChargeRate`, c ? round(powerKW / (p.kWhPerKm ?? 0.18), 1) : 0);
  add(`${C}.ChargeCurrent.DC`, dc ? round((powerKW * 1000) / packVoltage, 1) : 0);
  add(`${C}.ChargeVoltage.DC`, dc ? round(packVoltage + 4, 1) : 0);
  const phases = c && !dc ? (c.session.powerKW > 7.4 ? 3 : 1) : 0;
  for (const k of [1, 2, 3]) {
    const on = k <= phases;
    add(`${C}.ChargeCurrent.Phase${k}`, on ? round((powerKW * 1000) / phases / 230, 1) : 0);
    add(`${C}.ChargeVoltage.Phase${k}`, on ? round(230 + Math.sin(s.t / 7_000 + k) * 2, 1) : 0);
  }
  add(`${PORT}.IsFlapOpen`, s.plugged);
  add(`${PORT}.IsChargingCableConnected`, s.plugged);
  add(`${PORT}.IsChargingCableLocked`, s.plugged);
  const sess = session(s);
  if (sess) {
    add(`${C}.MaxPower`, sess.maxPower);
    add(`${C}.AveragePower`, sess.averagePower);
  }
  return { vin: p.vin, signals: out, chargingSession: sess };
}
