import { useEffect, useState } from 'react';
import type { BuildJob, CarTrends } from './model/build';
import { buildInWorker } from './model/build-client';

/** Trends as built, each with the job it was built from (its period and bucket size). */
export type Built<J extends BuildJob = BuildJob> = { job: J; trends: CarTrends }[];

/**
 * The trends of `jobs`, built in a worker (`build-client.ts`); until the newest answer is in, the last one (the
 * charts on screen stay, nothing jumps), and `building` says so. `jobs` keeps its identity while its inputs do
 * (`useMemo`); an answer for jobs no longer asked is dropped.
 */
export function useBuiltTrends<J extends BuildJob>(
  jobs: readonly J[] | undefined,
): { built: Built<J> | undefined; building: boolean } {
  const [state, setState] = useState<{ jobs: readonly J[]; built: Built<J> }>();
  useEffect(() => {
    if (!jobs) return;
    let wanted = true;
    void buildInWorker(jobs).then((results) => {
      if (wanted) setState({ jobs, built: results.map((trends, i) => ({ job: jobs[i]!, trends })) });
    });
    return () => {
      wanted = false;
    };
  }, [jobs]);
  return { built: state?.built, building: jobs !== undefined && state?.jobs !== jobs };
}
