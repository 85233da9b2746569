import { startTransition, useEffect, useState } from 'react';

/**
 * False until the frame after `ready` turned true has been painted: a part rendered only then is laid out in a task
 * of its own, not in the frame that shows the rest. (A frame callback runs just before its paint; the timer it
 * sets runs after it.) Stays true once it is. The turn is a transition: React renders the part in slices of a few
 * milliseconds, yielding between them, instead of in one task (the battery's every-signal table: 24 ms unthrottled in
 * one task, issue 18), and what the page shows stays as it is until the part is ready.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
