import { act, render, screen } from '@testing-library/react';
import { useIsRestoring, useQuery } from '@tanstack/react-query';
import { Suspense, use } from 'react';
import { get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageNames } from '../config/storage-names';
import { persister, queryClient } from '../lib/query-client';
import { persistAnswer } from '../lib/testing/persisted-cache';
import { SAVE_AFTER_MS } from '../lib/query-persist';
import { supportGrantQueryOptions } from '../features/support/api/get-support-grant';
import { Providers } from './providers';

afterEach(() => queryClient.clear());

/** Changes are saved a second after the first of them. */
const saving = { timeout: SAVE_AFTER_MS * 3 };

function Status({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['vehicles', 'V1', 'status'], queryFn, staleTime: Infinity });
  return <p>{data ?? 'no data'}</p>;
}

describe('the persisted query cache (restored after the first render, from a chunk of its own)', () => {
  it('views wait for the restore and show the persisted answer without asking again; later answers are saved', async () => {
    await persistAnswer(persister, ['vehicles', 'V1', 'status'], 'from the last visit');
    const queryFn = vi.fn().mockResolvedValue('from the network');

    render(
      <Providers>
        <Status queryFn={queryFn} />
      </Providers>,
    );

    // The first render does not wait for the restore's code.
    expect(screen.getByText('no data')).toBeTruthy();
    expect(await screen.findByText('from the last visit')).toBeTruthy();
    expect(queryFn).not.toHaveBeenCalled();

    await act(async () => queryClient.setQueryData(['vehicles', 'V2'], { vin: 'V2' }));
    await vi.waitFor(async () => {
      const saved = await get<{ clientState: { queries: { queryKey: unknown[] }[] } }>(storageNames.queryCache);
      expect(saved?.clientState.queries.map((q) => q.queryKey)).toContainEqual(['vehicles', 'V2']);
    }, saving);
  });

  it('a support grant is never saved: after a reload an agent waits for the service, not a grant since revoked', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    const grant = { caseReference: 'CASE-1' };
    await act(async () => {
      await queryClient.fetchQuery({
        ...supportGrantQueryOptions('V1'),
        queryFn: () => Promise.resolve(grant as never),
      });
      await queryClient.fetchQuery({ queryKey: ['vehicles', 'V1'], queryFn: () => Promise.resolve({ vin: 'V1' }) });
    });
    expect(queryClient.getQueryData(supportGrantQueryOptions('V1').queryKey)).toEqual(grant);
    await vi.waitFor(async () => {
      const saved = await get<{ clientState: { queries: { queryKey: unknown[] }[] } }>(storageNames.queryCache);
      const keys = saved?.clientState.queries.map((q) => q.queryKey);
      expect(keys).toContainEqual(['vehicles', 'V1']);
      expect(keys).not.toContainEqual(supportGrantQueryOptions('V1').queryKey);
    }, saving);
  });

  it("the restore's end is a transition: a view that then waits keeps what it shows, not its fallback", async () => {
    // Rendered as a transition, the flip is sliced into short tasks (issue 18) and never swaps shown content for a
    // Suspense fallback; rendered as a default update, it is one blocking task, and the page below would fall back.
    const never = new Promise<never>(() => undefined);
    const flipped = vi.fn();
    function Page() {
      if (!useIsRestoring()) {
        flipped();
        use(never);
      }
      return <p>page</p>;
    }
    render(
      <Providers>
        <Suspense fallback={<p>fallback</p>}>
          <Page />
        </Suspense>
      </Providers>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    await vi.waitFor(() => expect(flipped).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('page')).toBeTruthy();
  });
});
