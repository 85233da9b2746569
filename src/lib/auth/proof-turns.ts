/**
 * One DPoP proof per task (issue 18). A view's loader starts all its requests at once, and each request signs its own
 * proof (RFC 9449 §4: a fresh `jti` and `iat` per request, so proofs cannot be made ahead) and calls `fetch`: the
 * overview's loader signed five in its task (109 ms at 4× CPU, about 5 ms a proof). The first request of a burst signs
 * and leaves at once; each next one waits for a new task of its own (`nextTask`: a yield, not a timer, so none waits
 * longer than the work queued before it).
 */
import { nextTask } from '../../utils/next-task';

const waiting: (() => void)[] = [];
/** A proof was signed in this task: the next one waits for the task that `release` queued. */
let busy = false;

function release() {
  busy = true;
  void nextTask().then(() => {
    const next = waiting.shift();
    if (next) release();
    else busy = false;
    next?.();
  });
}

/** Resolves when the caller may sign its proof and send its request: at once unless a proof was signed in this task. */
export function proofTurn(): Promise<void> {
  if (busy) return new Promise((resolve) => waiting.push(resolve));
  release();
  return Promise.resolve();
}
