import { describe, expect, it } from 'vitest';
import { decodePolyline } from '../../contract/polyline';
import { JourneyPage, JourneySummaryPage } from '../../contract';
import { journeys } from './scale';

const body = (summary: boolean) => ({
  content: [0, 1].map(journeys(50_000, summary)),
  page: { number: 0, size: 2, totalElements: 2, totalPages: 1 },
});

describe('the scale bench answers journeys as the sandbox does', () => {
  it('sends full journeys, the newest with the 50,000-point route', () => {
    const full = JourneyPage.parse(body(false));
    expect(decodePolyline(full.content[0]!.route)).toHaveLength(50_000);
    expect(decodePolyline(full.content[1]!.route)).toHaveLength(20);
  });
  it('leaves out every route when fields=summary asks', () => {
    const summaries = JourneySummaryPage.parse(body(true));
    expect(summaries.content).toHaveLength(2);
    for (const journey of body(true).content) expect(journey).not.toHaveProperty('route');
  });
});
