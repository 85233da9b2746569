import { buildTrends, type BuildJob, type CarTrends } from './build';

export type BuildRequest = { id: number; jobs: readonly BuildJob[] };
export type BuildAnswer = { id: number; results: CarTrends[] };

/** The worker's whole work, a pure function: each job's trends, in order. */
export const buildJobs = ({ id, jobs }: BuildRequest): BuildAnswer => ({
  id,
  results: jobs.map((j) => buildTrends(j.trips, j.options)),
});
