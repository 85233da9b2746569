import { describe, expect, it, vi } from 'vitest';
import { collator, formatterCount, numberFormat } from './intl';
import { formatDateTime } from './time';
import { warmFormatters } from './warm-formatters';

/** Each `nextTask()` waits for the test to hand out the next task. */
const tasks = vi.hoisted(() => [] as (() => void)[]);
vi.mock('./next-task', () => ({ nextTask: () => new Promise<void>((resolve) => tasks.push(resolve)) }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function nextTask() {
  tasks.shift()!();
  await settle();
}

describe('warmFormatters', () => {
  it("makes a collator, the values' date formatter and a number formatter, each in a task of its own, none in the caller's", async () => {
    const made = formatterCount();
    void warmFormatters('de', '12h');
    await settle();
    expect(formatterCount()).toBe(made);
    await nextTask();
    expect(formatterCount()).toBe(made + 1);
    collator('de');
    expect(formatterCount()).toBe(made + 1);
    await nextTask();
    expect(formatterCount()).toBe(made + 2);
    // The one every value's age uses: formatting a time now makes no formatter.
    formatDateTime('2026-11-28T05:00:00Z', '12h', 'de');
    expect(formatterCount()).toBe(made + 2);
    await nextTask();
    expect(formatterCount()).toBe(made + 3);
    numberFormat('de');
    expect(formatterCount()).toBe(made + 3);
  });
});
