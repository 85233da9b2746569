import { describe, expect, it } from 'vitest';
import { readPages } from './read-pages';

/** A list of `total` numbers in pages of 10; each page answers after a delay, later pages sooner. */
function list(total: number) {
  let running = 0;
  let peak = 0;
  const asked: number[] = [];
  const getPage = async (page: number) => {
    asked.push(page);
    running++;
    peak = Math.max(peak, running);
    await new Promise((r) => setTimeout(r, 20 - page));
    running--;
    const content = Array.from({ length: Math.max(0, Math.min(10, total - page * 10)) }, (_, i) => page * 10 + i);
    return { content, page: { totalPages: Math.ceil(total / 10), totalElements: total } };
  };
  return { getPage, asked, peak: () => peak };
}

describe('reading every page of a list', () => {
  it('asks for the first page, then the others together within the limit, and keeps their order', async () => {
    const l = list(95);
    const all = await readPages(l.getPage, { maxPages: 50, concurrency: 3 });
    expect(all.items).toEqual(Array.from({ length: 95 }, (_, i) => i));
    expect(all).toMatchObject({ totalElements: 95, complete: true });
    expect(l.asked[0]).toBe(0);
    expect(l.peak()).toBe(3);
  });

  it('stops at the most pages it may read and says the list is incomplete', async () => {
    const l = list(95);
    const all = await readPages(l.getPage, { maxPages: 4 });
    expect(all.items).toHaveLength(40);
    expect(all).toMatchObject({ totalElements: 95, complete: false });
    expect(l.asked.sort((a, b) => a - b)).toEqual([0, 1, 2, 3]);
  });

  it('reads an empty list with one request', async () => {
    const l = list(0);
    expect(await readPages(l.getPage, { maxPages: 4 })).toEqual({ items: [], totalElements: 0, complete: true });
    expect(l.asked).toEqual([0]);
  });
});
