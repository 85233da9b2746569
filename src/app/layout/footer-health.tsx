import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../utils/when-idle';

const ServiceHealth = lazy(() => import('./service-health'));
/** The blank line the health line replaces: it keeps the footer's height. */
const blank = <p className="health">&nbsp;</p>;

/**
 * The footer's line on the service's health, once the browser is idle after the first page (at the latest after 2 s):
 * its code, its query and its request are no part of the start's tasks (on the sign-in page, at 4× CPU, they were
 * a render of 60 ms and effects of 88 ms among the first page's commit).
 */
export function FooterHealth() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 2000), []);
  if (!idle) return blank;
  return (
    <Suspense fallback={blank}>
      <ServiceHealth />
    </Suspense>
  );
}
