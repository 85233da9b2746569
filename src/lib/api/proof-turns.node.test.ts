import { afterEach, expect, it, vi } from 'vitest';
import { API } from '../auth/testing/fake-services';
import { closeTabs, Echo, signedInTab } from './testing/signed-in-tab';

// The tasks the proofs wait for, run when the test says: a new task is what the test controls.
const tasks = vi.hoisted(() => ({ queued: [] as (() => void)[] }));
vi.mock('../../utils/next-task', () => ({
  nextTask: () => new Promise<void>((resolve) => tasks.queued.push(resolve)),
}));
const runTask = () => tasks.queued.shift()!();

afterEach(() => {
  for (const run of tasks.queued.splice(0)) run();
  closeTabs();
  vi.unstubAllGlobals();
});

it("signs a burst's first proof at once and each next one in a task of its own, every proof fresh", async () => {
  const { tab, services } = await signedInTab();
  const paths = ['/v1/a', '/v1/b', '/v1/c'];
  const answered: string[] = [];
  const answers = paths.map((path) => tab.api.apiGet(path, Echo).then(() => answered.push(path)));
  await Promise.race(answers);
  // One request was answered while the others waited for their tasks, and one task is queued.
  expect(services.dataRequests()).toHaveLength(1);
  expect(tasks.queued).toHaveLength(1);
  runTask();
  await vi.waitFor(() => expect(answered).toHaveLength(2));
  expect(services.dataRequests()).toHaveLength(2);
  runTask();
  await Promise.all(answers);
  const requests = services.dataRequests();
  expect(requests.map((r) => r.proof!.htu).sort()).toEqual(paths.map((path) => `${API}${path}`));
  expect(new Set(requests.map((r) => r.proof!.jti)).size).toBe(3);
  for (const r of requests) expect(r.proof).toMatchObject({ htm: 'GET', ath: expect.any(String) });

  // Once the task after the last proof has run, a request alone leaves at once.
  runTask();
  await tab.api.apiGet('/v1/d', Echo);
  expect(services.dataRequests()).toHaveLength(4);
});
