import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiGet = vi.fn();
vi.mock('../../../lib/api/client', () => ({ apiGet: (...args: unknown[]) => apiGet(...args) }));

const { getTripSummaries, SUMMARY_CONCURRENCY, SUMMARY_MAX_PAGES } = await import('./get-trip-summaries');

function serve(total: number) {
  let inFlight = 0;
  let peak = 0;
  apiGet.mockImplementation(async (_path: string, _schema: unknown, { query }: { query: Record<string, string> }) => {
    inFlight++;
    peak = Math.max(peak, inFlight);
    await new Promise((r) => setTimeout(r, 5));
    inFlight--;
    const page = Number(query.page);
    const size = Number(query.size);
    const content = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) => ({
      startTime: new Date(Date.UTC(2026, 0, 1) + (page * size + i) * 3_600_000).toISOString(),
    }));
    return { content, page: { number: page, size, totalElements: total, totalPages: Math.ceil(total / size) } };
  });
  return () => peak;
}

describe('getTripSummaries', () => {
  beforeEach(() => {
    apiGet.mockReset();
  });

  it('asks for summaries, oldest first, 1,000 a page; after the first page the others go out together', async () => {
    const peak = serve(12_500);
    const result = await getTripSummaries('SDXE1S2A2RA100001', {
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-12-31T22:59:59.999Z',
    });
    expect(result).toMatchObject({ totalElements: 12_500, complete: true });
    expect(result.trips).toHaveLength(12_500);
    const starts = result.trips.map((t) => t.startTime);
    expect(starts).toEqual([...starts].sort());
    expect(apiGet).toHaveBeenCalledTimes(13);
    for (const [path, , { query }] of apiGet.mock.calls) {
      expect(path).toBe('/v1/vehicles/SDXE1S2A2RA100001/journeys');
      expect(query).toMatchObject({
        fields: 'summary',
        size: '1000',
        sort: ['startTime,asc'],
        to: '2026-12-31T22:59:59.999Z',
      });
    }
    expect(peak()).toBe(SUMMARY_CONCURRENCY);
  });

  it('without a start asks for everything the service keeps up to the end', async () => {
    serve(30);
    await getTripSummaries('SDXE1S2A2RA100001', { to: '2026-12-31T22:59:59.999Z' });
    expect(apiGet).toHaveBeenCalledTimes(1);
    expect(apiGet.mock.calls[0]![2].query.from).toBeUndefined();
  });

  it('stops at the page cap and says the result is incomplete', async () => {
    serve((SUMMARY_MAX_PAGES + 3) * 1000);
    const result = await getTripSummaries('SDXE1S2A2RA100001', { to: 'x' });
    expect(apiGet).toHaveBeenCalledTimes(SUMMARY_MAX_PAGES);
    expect(result.complete).toBe(false);
  });
});
