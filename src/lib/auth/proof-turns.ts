/**
 * One DPoP proof per task, none in its caller's (issue 18). A view's loader starts all its requests at once, and each
 * request signs its own proof (RFC 9449 §4: a fresh `jti` and `iat` per request, so proofs cannot be made ahead) and
 * calls `fetch`: the overview's loader signed five in its task (109 ms at 4× CPU), and with only the first proof in
 * it still 6–12 ms of thread time in Lighthouse's traces. Each proof waits for a new task of its own (`nextTask`: a
 * yield, not a timer, so none waits longer than the work queued before it).
 */
import { nextTask } from '../../utils/next-task';

const waiting: (() => void)[] = [];
/** A task is queued that hands the next turn out. */
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

/** Resolves in a later task than the caller's, when the caller may sign its proof and send its request. */
export function proofTurn(): Promise<void> {
  const turn = new Promise<void>((resolve) => waiting.push(resolve));
  if (!busy) release();
  return turn;
}
