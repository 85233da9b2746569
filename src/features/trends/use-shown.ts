import { useState } from 'react';
import type { TrendChoice } from './model/search';

/**
 * The choice whose data is on screen: the new one once its data is there, the last one while it loads (the old
 * chart stays, nothing jumps). Derived during render, as React's "storing information from previous renders".
 */
export function useShownChoice(choice: TrendChoice, settled: boolean): TrendChoice {
  const [shown, setShown] = useState(choice);
  if (settled && (shown.period !== choice.period || shown.granularity !== choice.granularity)) {
    setShown(choice);
    return choice;
  }
  return settled ? choice : shown;
}
