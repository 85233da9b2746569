import { partial } from 'zod/mini';
import { lazySchema } from '../../../contract/lazy';
import { Problem } from '../../../contract/problem';

/** Every member of a problem document optional: a body that is only partly a problem still gives what it has. */
export const ProblemFields = lazySchema(() => partial(Problem));
