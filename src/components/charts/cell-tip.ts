import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';

/** The cell the chart's one tooltip shows; `announce` when the keyboard moved it (read out by the live region). */
export type CellTip = { cell: number; announce: boolean };

const STEP: Record<string, (cell: number, n: number) => number> = {
  ArrowRight: (c) => c + 1,
  ArrowUp: (c) => c + 1,
  ArrowLeft: (c) => c - 1,
  ArrowDown: (c) => c - 1,
  PageUp: (c) => c + 10,
  PageDown: (c) => c - 10,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The cell under the pointer: the column at its x (each cell's bar sits inside its column; the bars are one path per
 * tone, not an element per cell), on a bar, above a short one or between two.
 */
function cellAt(e: PointerEvent, svg: SVGSVGElement | null, n: number): number | null {
  const box = svg?.getBoundingClientRect();
  if (!box || box.width <= 0) return null;
  const cell = Math.floor(((e.clientX - box.left) / box.width) * n);
  return cell >= 0 && cell < n ? cell : null;
}

/**
 * One tooltip for a chart of `n` cells (instead of a `<title>` per bar: 200 per chart). It follows the pointer over
 * the plot and, once the chart has focus, the arrow keys (Home/End, Page Up/Down by ten); Escape hides it until the
 * pointer reaches another cell or a key moves it (WCAG 1.4.13: dismissible; hoverable, as the tooltip sits inside the
 * plot and the pointer over it keeps it; persistent until then).
 */
export function useCellTip(n: number) {
  const [tip, setTip] = useState<CellTip | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  /** The keyboard's cell, kept while the chart has no focus; a click moves it too. */
  const cursor = useRef(0);
  const focused = useRef(false);
  /** The cell Escape hid under a resting pointer: the pointer's small moves over it do not show it again. */
  const dismissed = useRef<number | null>(null);

  useEffect(() => {
    if (!tip) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      dismissed.current = tip.cell;
      setTip(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tip]);

  const point = (e: PointerEvent) => {
    if (tipRef.current?.contains(e.target as Node)) return;
    const cell = cellAt(e, svg.current, n);
    if (cell === null || cell === dismissed.current) return;
    dismissed.current = null;
    if (e.type === 'pointerdown') cursor.current = cell;
    setTip((t) => (t?.cell === cell && !t.announce ? t : { cell, announce: false }));
  };

  const area = {
    onPointerMove: point,
    onPointerDown: point,
    onPointerLeave: () => {
      dismissed.current = null;
      setTip(focused.current ? { cell: cursor.current, announce: false } : null);
    },
  };

  const chart = {
    ref: svg,
    tabIndex: 0,
    onFocus: (e: FocusEvent) => {
      if (e.target !== e.currentTarget) return;
      focused.current = true;
      cursor.current = Math.min(cursor.current, n - 1);
      setTip({ cell: cursor.current, announce: true });
    },
    onBlur: () => {
      focused.current = false;
      setTip(null);
    },
    onKeyDown: (e: KeyboardEvent) => {
      const step = STEP[e.key];
      if (!step || n === 0) return;
      e.preventDefault();
      const from = tip?.cell ?? cursor.current;
      cursor.current = Math.max(0, Math.min(n - 1, step(from, n)));
      dismissed.current = null;
      setTip({ cell: cursor.current, announce: true });
    },
  };

  return { tip: tip && tip.cell < n ? tip : null, tipRef, area, chart };
}
