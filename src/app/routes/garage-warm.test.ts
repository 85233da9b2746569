import { describe, expect, it, vi } from 'vitest';
import { t } from '../../lib/i18n';
import { getUnits } from '../../stores/units-preference';
import { formatterCount, numberFormat } from '../../utils/intl';
import { formatDateTime } from '../../utils/time';
import { warmOverview } from './garage-warm';

vi.mock('../../utils/next-task', () => ({ nextTask: () => Promise.resolve() }));

describe("the garage overview's start", () => {
  it("makes the cards' formatters while the cars' requests are in flight, not in the cards' first render", async () => {
    warmOverview([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const made = formatterCount();
    formatDateTime('2026-11-28T05:00:00Z', getUnits().clock, t.locale);
    numberFormat(t.locale);
    expect(formatterCount()).toBe(made);
  });
});
