import type { AlertCode } from './alert-code';
import { BRAKE_CODES, TYRE_CODES } from './chassis';
import { DTC_CODES } from './dtc';
import { ELECTRIC_CODES } from './electric';
import { ENGINE_CODES } from './engine';
import { EVERYDAY_CODES } from './everyday';

export type { AlertCode, DtcDef, Probe } from './alert-code';
export { troubleCodeOf } from './alert-code';

/** Every code the simulator raises. The order is part of the simulation: random alerts are drawn by index. */
export const ALERT_CODES: AlertCode[] = [
  ...TYRE_CODES,
  ...ELECTRIC_CODES,
  ...EVERYDAY_CODES,
  ...BRAKE_CODES,
  ...ENGINE_CODES,
  ...DTC_CODES,
];

export const alertCode = (code: string) => ALERT_CODES.find((a) => a.code === code);

/** The alert a trouble code's fault raises (a tyre's code: TIRE_PRESSURE_LOW), if the simulator knows one. */
export const alertOfTroubleCode = (troubleCode: string) =>
  ALERT_CODES.find((a) => {
    const code = a.dtc?.code;
    return typeof code === 'string' ? code === troubleCode : !!code && Object.values(code).includes(troubleCode);
  });
