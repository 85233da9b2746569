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

it("signs each proof of a burst in a task of its own, the first in the task after its caller's, every proof fresh", async () => {
  const { tab, services } = await signedInTab();
  const paths = ['/v1/a', '/v1/b', '/v1/c'];
  const answered: string[] = [];
  const answers = paths.map((path) => tab.api.apiGet(path, Echo).then(() => answered.push(path)));
  // Nothing is signed or sent in the callers' task: the first turn is the next task's.
  await vi.waitFor(() => expect(tasks.queued).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(services.dataRequests()).toHaveLength(0);
  for (let turn = 1; turn <= 3; turn++) {
    runTask();
    await vi.waitFor(() => expect(answered).toHaveLength(turn));
    expect(services.dataRequests()).toHaveLength(turn);
  }
  await Promise.all(answers);
  const requests = services.dataRequests();
  expect(requests.map((r) => r.proof!.htu).sort()).toEqual(paths.map((path) => `${API}${path}`));
  expect(new Set(requests.map((r) => r.proof!.jti)).size).toBe(3);
  for (const r of requests) expect(r.proof).toMatchObject({ htm: 'GET', ath: expect.any(String) });

  // Once the task after the last proof has run, a request alone waits for one task.
  runTask();
  const alone = tab.api.apiGet('/v1/d', Echo);
  await vi.waitFor(() => expect(tasks.queued).toHaveLength(1));
  expect(services.dataRequests()).toHaveLength(3);
  runTask();
  await alone;
  expect(services.dataRequests()).toHaveLength(4);
});
