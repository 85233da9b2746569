import type { SignalValue } from '../../../contract';
import { bySignalName, numberOf as num } from '../../utils/signals';
import { isValidPosition } from '../../utils/geo';

const P = 'Vehicle.CurrentLocation.';

export type LocationSignals = {
  latitude?: SignalValue;
  longitude?: SignalValue;
  heading?: SignalValue;
  accuracy?: SignalValue;
  altitude?: SignalValue;
  fixTime?: SignalValue;
  /** The position when latitude and longitude are both valid numbers. */
  position?: { latitude: number; longitude: number; heading?: number; accuracy?: number };
};

/** Picks the `Vehicle.CurrentLocation.*` signals out of a location body. */
export function readLocation(signals: readonly SignalValue[]): LocationSignals {
  const m = bySignalName(signals);
  const out: LocationSignals = {
    latitude: m.get(`${P}Latitude`),
    longitude: m.get(`${P}Longitude`),
    heading: m.get(`${P}Heading`),
    accuracy: m.get(`${P}HorizontalAccuracy`),
    altitude: m.get(`${P}Altitude`),
    fixTime: m.get(`${P}Timestamp`),
  };
  const lat = num(out.latitude),
    lon = num(out.longitude);
  if (isValidPosition(lat, lon)) {
    out.position = { latitude: lat!, longitude: lon!, heading: num(out.heading), accuracy: num(out.accuracy) };
  }
  return out;
}
