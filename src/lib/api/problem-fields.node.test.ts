import { afterEach, expect, it } from 'vitest';
import { countZodBuilds, stopCounting } from '../../../contract/zod-builds.testing';

afterEach(stopCounting);

it('builds the problem fields schema on first use, not when the module is imported', async () => {
  const built = countZodBuilds();
  const { ProblemFields } = await import('./problem-fields');
  expect(built).toEqual([]);
  expect(ProblemFields.parse({ title: 'Not Found', status: 404 })).toEqual({ title: 'Not Found', status: 404 });
  expect(built.length).toBeGreaterThan(0);
});
