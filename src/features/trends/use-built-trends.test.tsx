import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { BuildJob, CarTrends } from './model/build';

/** Each build waits until the test resolves it. */
const pending: { jobs: readonly BuildJob[]; done: (r: CarTrends[]) => void }[] = [];
vi.mock('./model/build-client', () => ({
  buildInWorker: (jobs: readonly BuildJob[]) => new Promise((done) => pending.push({ jobs, done })),
}));
const { useBuiltTrends } = await import('./use-built-trends');

afterEach(() => {
  cleanup();
  pending.length = 0;
});

const job = (id: BuildJob['options']['id']): BuildJob => ({
  trips: [],
  options: { id, granularity: 'day', now: 0, timeZone: 'UTC' },
});
const result = (name: string) => ({ name }) as unknown as CarTrends;

describe('trends built in the worker', () => {
  it('keep the last ones on screen while newer ones build, and drop an answer no longer asked for', async () => {
    const thirty = [job('30d')];
    const view = renderHook(({ jobs }) => useBuiltTrends(jobs), {
      initialProps: { jobs: thirty as BuildJob[] | undefined },
    });
    expect(view.result.current).toEqual({ built: undefined, building: true });
    await act(async () => pending[0]!.done([result('30 days')]));
    expect(view.result.current).toEqual({ built: [{ job: thirty[0], trends: result('30 days') }], building: false });

    const all = [job('all')];
    const twelve = [job('12m')];
    view.rerender({ jobs: all });
    view.rerender({ jobs: twelve });
    expect(view.result.current.building).toBe(true);
    expect(view.result.current.built?.[0]?.trends).toEqual(result('30 days'));
    // The answer for "all" arrives after the choice moved on: it never shows.
    await act(async () => pending[1]!.done([result('all')]));
    expect(view.result.current.built?.[0]?.trends).toEqual(result('30 days'));
    await act(async () => pending[2]!.done([result('12 months')]));
    expect(view.result.current).toEqual({ built: [{ job: twelve[0], trends: result('12 months') }], building: false });

    // No data to build from (e.g. the home sessions on their way): the last trends stay.
    view.rerender({ jobs: undefined });
    expect(view.result.current).toEqual({ built: [{ job: twelve[0], trends: result('12 months') }], building: false });
  });
});
