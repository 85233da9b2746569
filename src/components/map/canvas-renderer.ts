import L from 'leaflet';

type CanvasInternals = L.Canvas & {
  _redrawRequest: number | null;
  _redraw(): void;
  _destroyContainer(): void;
};

const base = L.Canvas.prototype as CanvasInternals;

/**
 * Leaflet 1.9.4's canvas renderer with its animation frame kept in step with what it draws on.
 * - A view reset redraws at once (`_updatePaths` calls `_redraw`), which forgets the frame an earlier path change had
 *   requested without cancelling it. Removing the map then cannot cancel that frame, and it draws on a context that is
 *   gone: "Cannot read properties of undefined (reading 'clearRect')" (or 'save'). Every redraw cancels it here.
 * - Removing the renderer cancels its frame but keeps the id, so the renderer never redraws if added again (Leaflet #9542).
 */
const FrameSafeCanvas = L.Canvas.extend({
  _redraw(this: CanvasInternals) {
    if (this._redrawRequest) L.Util.cancelAnimFrame(this._redrawRequest);
    base._redraw.call(this);
  },
  _destroyContainer(this: CanvasInternals) {
    base._destroyContainer.call(this);
    this._redrawRequest = null;
  },
}) as unknown as new () => L.Canvas;

/** A new canvas renderer: one per map, never shared, so removing one map cannot leave another's frame behind. */
export function canvasRenderer(): L.Canvas {
  return new FrameSafeCanvas();
}
