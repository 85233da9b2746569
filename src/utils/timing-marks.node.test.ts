import { afterEach, describe, expect, it } from 'vitest';
import { mark, MARKS } from './timing-marks';

afterEach(() => performance.clearMarks());

describe('timing marks', () => {
  it('keep only the newest mark of each name, with its detail', () => {
    for (let n = 1; n <= 1_000; n++) mark(MARKS.apiRequest, n);
    mark(MARKS.liveFlush);

    const requests = performance.getEntriesByName(MARKS.apiRequest) as PerformanceMark[];
    expect(requests.map((m) => m.detail)).toEqual([1_000]);
    expect(performance.getEntriesByName(MARKS.liveFlush)).toHaveLength(1);
  });
});
