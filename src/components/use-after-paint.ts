import { useEffect, useState } from 'react';

/**
 * False until the frame after `ready` turned true has been painted: a part rendered only then is laid out in a task
 * of its own, not in the frame that shows the rest. (A frame callback runs just before its paint; the timer it
 * sets runs after it.) Stays true once it is.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
