import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { haversineDistance, type LatLng } from './geo';
import { significance, simplifyForScreen } from './polyline-simplify';

/** Without the distance pass (an infinite resolution drops nothing) the screen's simplification is Douglas–Peucker's top k. */
const simplifyToMax = (route: LatLng[], k: number) => simplifyForScreen(route, k, Infinity);

const zigzag = (n: number): LatLng[] =>
  Array.from({ length: n }, (_, i) => [52 + i * 1e-4, 13 + (i % 2) * 1e-5 + Math.sin(i / 500) * 0.01]);

describe('significance (Douglas–Peucker)', () => {
  it('ranks the middle of a straight line at zero and the ends above everything', () => {
    const sig = significance([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    expect([sig[0], sig[3]]).toEqual([Infinity, Infinity]);
    expect(Math.max(sig[1]!, sig[2]!)).toBeLessThan(1e-12);
  });
  it('ranks a corner that sticks out above the points that do not', () => {
    const tolerance = 0.01;
    const sig = significance([
      [0, 0],
      [0.5, 0.001],
      [1, 0],
      [1, 1],
      [1.001, 2],
    ]);
    const kept = [...sig.keys()].filter((i) => sig[i]! > tolerance * tolerance);
    expect(kept).toEqual([0, 2, 4]);
  });
  it('handles routes of no or one point', () => {
    expect([...significance([])]).toEqual([]);
    expect([...significance([[1, 2]])]).toEqual([Infinity]);
  });
});

describe('the top k by Douglas–Peucker (simplifyForScreen at an infinite resolution)', () => {
  it('brings a 50,000-point route to at most 2,000 points, first and last kept, order preserved', () => {
    const route = zigzag(50_000);
    const out = simplifyToMax(route, 2000);
    expect(out.length).toBe(2000);
    expect(out[0]).toEqual(route[0]);
    expect(out.at(-1)).toEqual(route.at(-1));
    const indices = out.map((p) => route.indexOf(p));
    expect(indices.every((v, i) => i === 0 || v > indices[i - 1]!)).toBe(true);
  });
  it('stays within a few metres of the original shape', () => {
    const route = zigzag(20_000);
    const out = simplifyToMax(route, 500);
    const keptIndex = out.map((p) => route.indexOf(p));
    let worst = 0;
    for (let k = 1; k < keptIndex.length; k++) {
      const a = route[keptIndex[k - 1]!]!,
        b = route[keptIndex[k]!]!;
      for (let i = keptIndex[k - 1]! + 1; i < keptIndex[k]!; i++) {
        const p = route[i]!;
        const t = Math.max(
          0,
          Math.min(
            1,
            ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2),
          ),
        );
        worst = Math.max(worst, haversineDistance(p, [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]));
      }
    }
    expect(worst).toBeGreaterThan(0);
    expect(worst).toBeLessThan(5);
  });
  it('returns routes under the limit as they are', () => {
    const route = zigzag(10);
    expect(simplifyToMax(route, 2000)).toEqual(route);
  });
  it('rejects a limit below two', () => {
    expect(() => simplifyToMax(zigzag(5), 1)).toThrow(RangeError);
  });
  it('keeps exactly the k highest-ranked points, of equal ones the earlier (as a stable sort by rank would)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })), {
          minLength: 3,
          maxLength: 80,
        }),
        fc.integer({ min: 2, max: 12 }),
        (pts, k) => {
          const route = pts as LatLng[];
          const sig = significance(route);
          const ranked = [...sig.keys()].sort((a, b) => sig[b]! - sig[a]! || a - b);
          const expected = ranked.slice(0, k).sort((a, b) => a - b);
          expect(simplifyToMax(route, k)).toEqual(expected.map((i) => route[i]));
        },
      ),
    );
  });
  it('keeps a Douglas–Peucker result: the top-k points at some tolerance', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })), {
          minLength: 3,
          maxLength: 60,
        }),
        fc.integer({ min: 2, max: 10 }),
        (pts, k) => {
          const route = pts as LatLng[];
          const sig = significance(route);
          const out = simplifyToMax(route, k);
          if (route.length <= k) return true;
          const threshold = Math.min(...out.map((p) => sig[route.indexOf(p)]!));
          // Nothing dropped ranks above what was kept.
          return route.every((p, i) => out.includes(p) || sig[i]! <= threshold);
        },
      ),
    );
  });
});

describe('simplifyForScreen', () => {
  /** The scale bench's route: 50,000 points half a metre apart, 22 km east with a north–south wave. */
  const wave: LatLng[] = Array.from({ length: 50_000 }, (_, i) => [
    48.1 + Math.sin(i / 500) * 0.05,
    11.5 + (i / 50_000) * 0.3,
  ]);
  const distanceToSegment = (p: LatLng, a: LatLng, b: LatLng, lonScale: number) => {
    const [ax, ay, bx, by, px, py] = [a[1] * lonScale, a[0], b[1] * lonScale, b[0], p[1] * lonScale, p[0]];
    const lenSq = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = lenSq === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / lenSq));
    return Math.hypot(ax + t * (bx - ax) - px, ay + t * (by - ay) - py);
  };

  it('keeps a 50,000-point route within a pixel of a 1,000-pixel map fitted to it, in at most 2,000 points', () => {
    const out = simplifyForScreen(wave, 2000);
    expect(out.length).toBeLessThanOrEqual(2000);
    expect(out[0]).toBe(wave[0]);
    expect(out.at(-1)).toBe(wave.at(-1));
    const index = new Map(wave.map((p, i) => [p, i]));
    const kept = out.map((p) => index.get(p)!);
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
    const lonScale = Math.cos((48.1 * Math.PI) / 180);
    const extent = Math.hypot(0.1, 0.3 * lonScale);
    let worst = 0;
    for (let k = 0; k + 1 < kept.length; k++)
      for (let i = kept[k]!; i <= kept[k + 1]!; i++)
        worst = Math.max(worst, distanceToSegment(wave[i]!, out[k]!, out[k + 1]!, lonScale));
    expect(worst).toBeLessThan(extent / 1000);
  });
  it('leaves a route that already fits alone', () => {
    expect(simplifyForScreen(wave.slice(0, 10), 2000)).toEqual(wave.slice(0, 10));
  });
});
