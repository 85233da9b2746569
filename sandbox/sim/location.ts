import type { SignalsBody } from '../../contract';
import { iso, round, signal } from './catalogue';
import { fromLocal } from './geo';
import type { Profile } from './profiles';
import { unit } from './random';
import { reportedAt } from './reporting';
import type { Snapshot } from './state';

/** A GNSS fix: position with a few metres of noise, heading, accuracy and altitude, all from one fix time. */
export function locationBody(p: Profile, s: Snapshot): SignalsBody {
  const at = reportedAt(p, s, 'Vehicle.CurrentLocation', 'gnss');
  const accuracy = s.driving
    ? 3 + unit(p.seed, 'acc', Math.floor(at / 1000)) * 4
    : 4 + unit(p.seed, 'acc', s.parkedSince) * 6;
  const noiseE = (unit(p.seed, 'gnss-e', Math.floor(at / 1000)) - 0.5) * accuracy * 0.6;
  const noiseN = (unit(p.seed, 'gnss-n', Math.floor(at / 1000)) - 0.5) * accuracy * 0.6;
  const fix = fromLocal(s.position, noiseE, noiseN);
  const terrain =
    Math.sin((s.position.latitude - p.vehicle.home.latitude) * 900) * 6 +
    Math.cos((s.position.longitude - p.vehicle.home.longitude) * 700) * 4 -
    4;
  return {
    vin: p.vin,
    signals: [
      signal('Vehicle.CurrentLocation.Latitude', round(fix.latitude, 6), at),
      signal('Vehicle.CurrentLocation.Longitude', round(fix.longitude, 6), at),
      signal('Vehicle.CurrentLocation.Heading', round(s.heading, 1), at),
      signal('Vehicle.CurrentLocation.HorizontalAccuracy', round(accuracy, 1), at),
      signal('Vehicle.CurrentLocation.Altitude', round(p.altitudeM + terrain, 1), at),
      signal('Vehicle.CurrentLocation.Timestamp', iso(at), at),
      signal('Vehicle.CurrentLocation.GNSSReceiver.FixType', 'THREE_D', at),
    ],
  };
}
