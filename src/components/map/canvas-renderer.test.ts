import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canvasRenderer } from './canvas-renderer';

/** jsdom has no 2D context: a stand-in that accepts every drawing call. */
function fakeContext(): CanvasRenderingContext2D {
  return new Proxy(
    {},
    { get: (_, key) => (key === 'canvas' ? undefined : () => undefined) },
  ) as CanvasRenderingContext2D;
}

/** Frames run when the test says so, as in a busy or background tab. Installed before Leaflet reads them at import. */
const frames = vi.hoisted(() => {
  const pending = new Map<number, FrameRequestCallback>();
  let next = 1;
  window.requestAnimationFrame = (cb) => (pending.set(next, cb), next++);
  window.cancelAnimationFrame = (id) => void pending.delete(id);
  return {
    run() {
      const due = [...pending.values()];
      pending.clear();
      for (const cb of due) cb(performance.now());
    },
  };
});

/** A map in the page with one route drawn by `renderer`. */
function mapWithRoute(renderer: L.Canvas) {
  const container = document.createElement('div');
  document.body.append(container);
  const map = L.map(container, { renderer }).setView([52.52, 13.405], 13);
  const route = L.polyline(
    [
      [52.52, 13.405],
      [52.53, 13.42],
    ],
    { renderer },
  ).addTo(map);
  return { container, map, route };
}

/** A path change requests a frame, a view reset redraws at once, then the map goes before the frame runs. */
function removeMapWithFramePending(renderer: L.Canvas, runFrames: () => void) {
  const { container, map, route } = mapWithRoute(renderer);
  runFrames();
  route.setStyle({ color: '#b3261e' });
  map.setView([52.6, 13.5], 11, { animate: false });
  map.remove();
  container.remove();
  runFrames();
}

describe('journeys map canvas renderer', () => {
  const runFrames = () => frames.run();
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(fakeContext as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws nothing after its map is removed, with a redraw pending (issue 10, fault 10)', () => {
    expect(() => removeMapWithFramePending(canvasRenderer(), runFrames)).not.toThrow();
  });

  it("Leaflet's own canvas renderer throws in the same sequence (what the renderer above fixes)", () => {
    expect(() => removeMapWithFramePending(L.canvas(), runFrames)).toThrow(/clearRect|save/);
  });

  it('redraws when added again after removal (Leaflet #9542)', () => {
    const renderer = canvasRenderer();
    const { map, route } = mapWithRoute(renderer);
    route.setStyle({ color: '#b3261e' });
    map.removeLayer(route);
    map.removeLayer(renderer);
    const redraw = vi.spyOn(renderer as unknown as { _redraw(): void }, '_redraw');
    route.addTo(map);
    runFrames();
    expect(redraw).toHaveBeenCalled();
    map.remove();
  });
});
