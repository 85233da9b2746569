import { beforeEach, describe, expect, it, vi } from 'vitest';
import { journeyFixture } from '../../../utils/testing/journey';

const apiGet = vi.fn();
vi.mock('../../../lib/api/client', () => ({ apiGet: (...args: unknown[]) => apiGet(...args) }));

const { getJourneyRange, RANGE_MAX_PAGES } = await import('./get-journey-range');

const journey = (n: number) => journeyFixture({ id: `j${n}` });

function serve(total: number) {
  let inFlight = 0;
  let peak = 0;
  apiGet.mockImplementation(async (_path: string, _schema: unknown, options: { query: Record<string, string> }) => {
    const { query } = options;
    inFlight++;
    peak = Math.max(peak, inFlight);
    await new Promise((r) => setTimeout(r, 5));
    inFlight--;
    const page = Number(query.page),
      size = Number(query.size);
    const content = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) =>
      journey(page * size + i),
    );
    return { content, page: { number: page, size, totalElements: total, totalPages: Math.ceil(total / size) } };
  });
  return () => peak;
}

describe('getJourneyRange', () => {
  beforeEach(() => {
    apiGet.mockReset();
  });

  it('reads the first page, then every other page in parallel with size 100 and the range, in order', async () => {
    const peak = serve(950);
    const result = await getJourneyRange('SDXE1S2A2RA100001', {
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-03-31T23:59:59.999Z',
    });
    expect(result.journeys).toHaveLength(950);
    expect(result.journeys.map((j) => j.id)).toEqual(Array.from({ length: 950 }, (_, i) => `j${i}`));
    expect(result).toMatchObject({ totalElements: 950, complete: true });
    expect(apiGet).toHaveBeenCalledTimes(10);
    const first = apiGet.mock.calls[0]!;
    expect(first[0]).toBe('/v1/vehicles/SDXE1S2A2RA100001/journeys');
    expect(first[2].query).toMatchObject({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-03-31T23:59:59.999Z',
      page: '0',
      size: '100',
    });
    expect(peak()).toBeGreaterThan(1);
    expect(peak()).toBeLessThanOrEqual(4);
  });

  it('stops at the page cap and says the result is incomplete', async () => {
    serve((RANGE_MAX_PAGES + 5) * 100);
    const result = await getJourneyRange('SDXE1S2A2RA100001', { from: 'a', to: 'b' });
    expect(apiGet).toHaveBeenCalledTimes(RANGE_MAX_PAGES);
    expect(result.complete).toBe(false);
    expect(result.journeys).toHaveLength(RANGE_MAX_PAGES * 100);
  });

  it('makes one request for an empty range', async () => {
    serve(0);
    const result = await getJourneyRange('SDXE1S2A2RA100001', { from: 'a', to: 'b' });
    expect(result.journeys).toEqual([]);
    expect(apiGet).toHaveBeenCalledTimes(1);
  });
});
