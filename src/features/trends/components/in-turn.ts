import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Charts draw one at a time, each in its own task: a chart (recharts) costs tens of milliseconds to lay out and
 * draw, and a page of six drawn together in one task would hold the main thread for hundreds. Each turn renders and
 * commits synchronously (`flushSync`) inside its own timer task, effects included, then yields to input and paint.
 */
const queue: (() => void)[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function next() {
  timer = undefined;
  const turn = queue.shift();
  if (queue.length) timer = setTimeout(next, 0);
  turn?.();
}

/** Queues a turn; the returned function takes it back out. */
function inTurn(turn: () => void): () => void {
  queue.push(turn);
  timer ??= setTimeout(next, 0);
  return () => {
    const at = queue.indexOf(turn);
    if (at >= 0) queue.splice(at, 1);
  };
}

/**
 * `value` once it is this component's turn; until then the value drawn last (null before the first). `key` says
 * when the value changed (e.g. the rows of a chart): a new key queues a turn, a re-render with the same key does not.
 */
export function useInTurn<T>(value: T, key: unknown): T | null {
  const [drawn, setDrawn] = useState<{ key: unknown; value: T } | null>(null);
  const latest = useRef(value);
  const current = drawn !== null && drawn.key === key;
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    if (current) return;
    return inTurn(() => flushSync(() => setDrawn({ key, value: latest.current })));
  }, [current, key]);
  return current ? value : (drawn?.value ?? null);
}
