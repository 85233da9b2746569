import type { SignalValue } from '../../../contract';
import { bySignalName } from '../../utils/signals';

const TB = 'Vehicle.Powertrain.TractionBattery.';
const PORT =
  /^Vehicle\.Powertrain\.TractionBattery\.Charging\.ChargingPort\.([^.]+)\.(IsFlapOpen|IsChargingCableConnected|IsChargingCableLocked)$/;

export type ChargingPort = {
  position: string;
  flapOpen?: SignalValue;
  cableConnected?: SignalValue;
  cableLocked?: SignalValue;
};

export type EvSignals = {
  soc?: SignalValue;
  chargeLimit?: SignalValue;
  range?: SignalValue;
  isCharging?: SignalValue;
  isDischarging?: SignalValue;
  power?: SignalValue;
  timeToComplete?: SignalValue;
  chargeRate?: SignalValue;
  ports: ChargingPort[];
};

/** Picks the EV signals out of an `/ev` body; charging ports are found at whatever position the car reports. */
export function readEv(signals: readonly SignalValue[]): EvSignals {
  const m = bySignalName(signals);
  const ports = new Map<string, ChargingPort>();
  for (const s of signals) {
    const match = PORT.exec(s.name);
    if (!match) continue;
    const [, position, field] = match as unknown as [string, string, string];
    const port = ports.get(position) ?? { position };
    if (field === 'IsFlapOpen') port.flapOpen = s;
    else if (field === 'IsChargingCableConnected') port.cableConnected = s;
    else port.cableLocked = s;
    ports.set(position, port);
  }
  return {
    soc: m.get(`${TB}StateOfCharge.Current`) ?? m.get(`${TB}StateOfCharge.Displayed`),
    chargeLimit: m.get(`${TB}Charging.ChargeLimit`),
    range: m.get(`${TB}Range`),
    isCharging: m.get(`${TB}Charging.IsCharging`),
    isDischarging: m.get(`${TB}Charging.IsDischarging`),
    power: m.get(`${TB}Charging.VDS.Power`),
    timeToComplete: m.get(`${TB}Charging.TimeToComplete`),
    chargeRate: m.get(`${TB}Charging.ChargeRate`),
    ports: [...ports.values()],
  };
}

/** "Charging", "Discharging", "Not charging" or undefined when the car does not say. */
/** The charging state as a word of `ev.chargingState` (an ICU select). */
export function chargingState(ev: EvSignals): 'charging' | 'discharging' | 'notCharging' | undefined {
  if (ev.isCharging?.value === true) return 'charging';
  if (ev.isDischarging?.value === true) return 'discharging';
  if (ev.isCharging?.value === false) return 'notCharging';
  return undefined;
}
