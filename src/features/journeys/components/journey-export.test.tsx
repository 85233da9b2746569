import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Journey, JourneySummary } from '../../../../contract';
import { encodePolyline } from '../../../../contract/polyline';
import { ApiError } from '../../../lib/api/api-error';
import type { JourneyRangeResult } from '../api/get-journey-range';
import { journeyFixture } from '../../../utils/testing/journey';
import { JourneyExport } from './journey-export';

const saved = vi.hoisted(() => [] as { name: string; text: string }[]);
vi.mock('../../../utils/download', () => ({
  downloadText: (name: string, text: string) => saved.push({ name, text }),
}));
vi.mock('../../../lib/auth/session', () => ({ useSession: () => null }));

const VIN = 'SDXE1S2A2RA100001';
const full: Journey[] = [
  journeyFixture({
    id: 'a',
    route: encodePolyline([
      [52.5, 13.4],
      [52.51, 13.41],
      [52.52, 13.42],
    ]),
  }),
  journeyFixture({ id: 'b', startTime: '2026-11-21T08:00:00.000Z', endTime: '2026-11-21T08:10:00.000Z' }),
];
const summaries: JourneySummary[] = full.map(({ route: _route, ...summary }) => summary);
const allRead = (journeys: Journey[]): JourneyRangeResult => ({
  journeys,
  totalElements: journeys.length,
  complete: true,
});
type LoadRoutes = (signal: AbortSignal) => Promise<JourneyRangeResult>;

function renderExport(loadRoutes: LoadRoutes, read = { complete: true, totalElements: summaries.length }) {
  saved.length = 0;
  render(
    <JourneyExport
      vin={VIN}
      fromDate="2026-11-01"
      toDate="2026-11-30"
      journeys={summaries}
      complete={read.complete}
      totalElements={read.totalElements}
      loadRoutes={loadRoutes}
    />,
  );
}

describe('JourneyExport', () => {
  it('writes the CSV from the summaries and reads no route for it', async () => {
    const loadRoutes = vi.fn<LoadRoutes>();
    renderExport(loadRoutes);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(`journeys-${VIN}-2026-11-01-to-2026-11-30.csv`);
    expect(saved[0]!.text.trimEnd().split('\r\n')).toHaveLength(3);
    expect(loadRoutes).not.toHaveBeenCalled();
  });

  it('reads the routes only when the GPX is asked for, says so while it reads, and saves every track', async () => {
    let answer!: (read: JourneyRangeResult) => void;
    const loadRoutes = vi.fn(
      (_signal: AbortSignal) => new Promise<JourneyRangeResult>((resolve) => (answer = resolve)),
    );
    renderExport(loadRoutes);
    expect(loadRoutes).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Export GPX' });
    await userEvent.click(button);
    expect(loadRoutes).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Reading every route of the range for the GPX…');
    answer(allRead(full));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.text.match(/<trk>/g)).toHaveLength(2);
    expect(saved[0]!.text.match(/<trkpt /g)).toHaveLength(5);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('status').textContent).toMatch(/^Saved 2 journeys as journeys-.*\.gpx$/);
  });

  it('shows a failed route read as a problem with its correlation id, and Try again reads again', async () => {
    const error = new ApiError({
      status: 503,
      type: '/errors/service-unavailable',
      title: 'Service Unavailable',
      correlationId: 'c0ffee-gpx',
    });
    const loadRoutes = vi.fn<LoadRoutes>().mockRejectedValueOnce(error);
    loadRoutes.mockResolvedValueOnce(allRead(full));
    renderExport(loadRoutes);
    await userEvent.click(screen.getByRole('button', { name: 'Export GPX' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('c0ffee-gpx');
    expect(saved).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Export GPX' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a GPX cut at its read limit (full journeys, 10,000) says how many of the range it holds, though the summaries were all read', async () => {
    // The summaries (pages of 1,000, up to 20,000) are complete, so the page notes nothing; the routes' read is not.
    renderExport(() => Promise.resolve({ journeys: full, totalElements: 12_000, complete: false }));
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Export GPX' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.text.match(/<trk>/g)).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toMatch(
      /^Saved the first 2 of 12,000 journeys as journeys-.*\.gpx; choose a shorter range for the rest\.$/,
    );
  });

  it('a CSV of summaries cut at their read limit says so once saved, as the note did before', async () => {
    renderExport(vi.fn<LoadRoutes>(), { complete: false, totalElements: 25_000 });
    expect(screen.getByRole('status').textContent).toBe('The export holds the first 2 journeys of the range.');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('status').textContent).toMatch(
      /^Saved the first 2 of 25,000 journeys as journeys-.*\.csv; choose a shorter range for the rest\.$/,
    );
  });
});
