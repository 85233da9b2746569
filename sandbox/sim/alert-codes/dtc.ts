import type { Severity } from '../../../contract';
import { signal } from '../catalogue';
import type { Profile } from '../profiles';
import { combustion, diesel, gasolineEngine, type AlertCode } from './alert-code';

const dtc = (
  code: string,
  title: string,
  description: string,
  severity: Severity,
  applies: (p: Profile) => boolean,
  weight: number,
  hours: [number, number],
): AlertCode => ({
  code,
  severity,
  title,
  description,
  dtc: { code, ecu: 'ECM', emission: true },
  random: { applies, weight, hours },
  // The engine's monitors run with the engine on; the freeze frame (GET …/diagnostics) holds the rest.
  evidence: (_p, at) => [signal('Vehicle.Powertrain.CombustionEngine.IsRunning', true, at)],
});

/** Powertrain diagnostic trouble codes (SAE J2012). */
export const DTC_CODES: AlertCode[] = [
  dtc(
    'P0420',
    'Catalyst efficiency below threshold (P0420)',
    'The catalytic converter on bank 1 is not cleaning the exhaust as well as it should. Emissions are higher, but the car is safe to drive. Have the converter and oxygen sensors checked before the next emissions test.',
    'warning',
    gasolineEngine,
    0.5,
    [48, 400],
  ),
  dtc(
    'P0171',
    'System too lean (P0171)',
    'The engine is running with too much air for the fuel on bank 1, often from a vacuum leak or a dirty air-flow sensor. Performance may drop; have it diagnosed soon.',
    'warning',
    gasolineEngine,
    0.5,
    [12, 120],
  ),
  dtc(
    'P0300',
    'Random misfire detected (P0300)',
    'Several cylinders are misfiring. Unburnt fuel can overheat and destroy the catalytic converter. Reduce speed and load, and have the car checked as soon as possible.',
    'critical',
    combustion,
    0.35,
    [0.5, 8],
  ),
  dtc(
    'P0455',
    'Evaporative emission leak (P0455)',
    'A large leak was found in the fuel-vapour system, most often a loose or damaged fuel cap. Check that the cap clicks shut; the code clears by itself after a few drives.',
    'info',
    gasolineEngine,
    0.8,
    [24, 96],
  ),
  dtc(
    'P2002',
    'Particulate filter efficiency below threshold (P2002)',
    'The diesel particulate filter is not trapping soot as expected. Drive at a steady motorway speed for 20 minutes to regenerate it; if the warning returns, have the filter inspected.',
    'warning',
    diesel,
    1,
    [10, 80],
  ),
  dtc(
    'P20EE',
    'SCR NOx catalyst efficiency below threshold (P20EE)',
    'The AdBlue (SCR) system is not reducing nitrogen oxides enough. Check the AdBlue quality and level; a workshop should check the injector and NOx sensors.',
    'warning',
    diesel,
    0.7,
    [24, 200],
  ),
  dtc(
    'P0401',
    'EGR flow insufficient (P0401)',
    'Too little exhaust gas is recirculated, usually from a sooted EGR valve. Emissions rise and the engine may knock under load; have the valve cleaned.',
    'warning',
    diesel,
    0.6,
    [24, 150],
  ),
];
