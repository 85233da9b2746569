import { lazy, Suspense, type ComponentProps } from 'react';
import type { ProblemAlert as Alert } from './problem-alert';

const ProblemAlert = lazy(() => import('./problem-alert').then((m) => ({ default: m.ProblemAlert })));

/** The error boundaries' ProblemAlert: its code loads with the first error a page meets (it stays off the first route). */
export function LazyProblemAlert(props: ComponentProps<typeof Alert>) {
  return (
    <Suspense fallback={null}>
      <ProblemAlert {...props} />
    </Suspense>
  );
}
