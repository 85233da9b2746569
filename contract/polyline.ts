/**
 * The Encoded Polyline Algorithm Format (Google): journey routes travel as these strings (DESIGN §3, precision 5).
 * Each coordinate is rounded to `precision` decimals, delta-encoded against the previous point,
 * zig-zag signed, and written in 5-bit chunks offset by 63.
 */
export type LatLngTuple = [latitude: number, longitude: number];

/** Rounds half away from zero, as the reference implementation does (Math.round would send -0.5 up). */
const roundAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

function checkPrecision(precision: number) {
  if (!Number.isInteger(precision) || precision < 0 || precision > 10)
    throw new RangeError(`precision must be an integer from 0 to 10, got ${precision}`);
}

function encodeSigned(value: number, out: string[]) {
  let v = value < 0 ? -2 * value - 1 : 2 * value;
  while (v >= 0x20) {
    out.push(String.fromCharCode((0x20 | (v & 0x1f)) + 63));
    v = Math.floor(v / 32);
  }
  out.push(String.fromCharCode(v + 63));
}

export function encodePolyline(points: readonly LatLngTuple[], precision = 5): string {
  checkPrecision(precision);
  const factor = 10 ** precision;
  const out: string[] = [];
  let prevLat = 0;
  let prevLng = 0;
  for (const [lat, lng] of points) {
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new RangeError(`not a finite coordinate: ${lat},${lng}`);
    const iLat = roundAway(lat * factor);
    const iLng = roundAway(lng * factor);
    encodeSigned(iLat - prevLat, out);
    encodeSigned(iLng - prevLng, out);
    prevLat = iLat;
    prevLng = iLng;
  }
  return out.join('');
}

/**
 * A polyline's points as one flat array (latitude, longitude, latitude, …): no array per point, so a 50,000-point
 * route is one allocation and nothing for the garbage collector to trace.
 */
export function decodePolylineFlat(encoded: string, precision = 5): Float64Array {
  checkPrecision(precision);
  const factor = 10 ** precision;
  // Every coordinate takes at least one character.
  const out = new Float64Array(encoded.length);
  let count = 0;
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number => {
    let result = 0;
    let shift = 1;
    for (;;) {
      if (index >= encoded.length) throw new SyntaxError(`truncated polyline at character ${index}`);
      const byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) throw new SyntaxError(`invalid polyline character at ${index - 1}`);
      result += (byte & 0x1f) * shift;
      shift *= 32;
      if (byte < 0x20) break;
    }
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    out[count++] = lat / factor;
    out[count++] = lng / factor;
  }
  return out.slice(0, count);
}

export function decodePolyline(encoded: string, precision = 5): LatLngTuple[] {
  const flat = decodePolylineFlat(encoded, precision);
  return Array.from({ length: flat.length / 2 }, (_, i): LatLngTuple => [flat[2 * i]!, flat[2 * i + 1]!]);
}
