import { signal } from '../catalogue';
import { combustion, diesel, type AlertCode } from './alert-code';

/** The combustion engine and its exhaust fluid. */
export const ENGINE_CODES: AlertCode[] = [
  {
    code: 'ENGINE_OIL_LOW',
    severity: 'warning',
    title: 'Engine oil low',
    description:
      'The engine oil level is near the minimum mark. Top up with the oil grade in the owner’s manual at the next stop; running low damages the engine.',
    random: { applies: combustion, weight: 1.2, hours: [24, 120] },
    dtc: { code: 'P250F', ecu: 'ECM' },
    evidence: (_p, at) => [signal('Vehicle.Powertrain.CombustionEngine.EngineOil.Level', 'LOW', at)],
  },
  {
    code: 'ENGINE_COOLANT_LOW',
    severity: 'critical',
    title: 'Engine coolant critically low',
    description:
      'The engine coolant is critically low and the engine may overheat. Stop when safe, let the engine cool, and do not open the hot reservoir; top up coolant or call roadside assistance.',
    random: { applies: combustion, weight: 0.2, hours: [0.5, 6] },
    dtc: { code: 'P2560', ecu: 'ECM' },
    evidence: (_p, at) => [signal('Vehicle.Powertrain.CombustionEngine.EngineCoolant.Level', 'CRITICALLY_LOW', at)],
  },
  {
    code: 'ADBLUE_LOW',
    severity: 'warning',
    title: 'AdBlue low',
    description:
      'The diesel exhaust fluid (AdBlue) tank is nearly empty. Refill it soon: when it runs dry the engine will not restart.',
    random: { applies: diesel, weight: 2, hours: [24, 120] },
    dtc: { code: 'P203F', ecu: 'ECM' },
    evidence: (_p, at) => [signal('Vehicle.Powertrain.CombustionEngine.DieselExhaustFluid.IsLevelLow', true, at)],
  },
];
