/**
 * Builds trends off the main thread: five years of summaries aggregate in one task of a few hundred milliseconds on
 * a slow phone, which would hold the page's input and paint. Gets `{ id, jobs }`, answers `{ id, results }`.
 */
import { buildJobs, type BuildRequest } from './build-jobs';

addEventListener('message', (e: MessageEvent<BuildRequest>) => {
  postMessage(buildJobs(e.data));
});
