import { act, render, screen } from '@testing-library/react';
import { useIsRestoring, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistAnswer } from '../lib/testing/persisted-cache';

const KEY = ['vehicles', 'V1', 'status'];

// The restore runs once per page: each test loads the modules afresh (a new page, a new query client).
let app: {
  queryClient: typeof import('../lib/query-client').queryClient;
  Providers: typeof import('./providers').Providers;
  QueriesStarted: typeof import('./queries-started').QueriesStarted;
};
beforeEach(async () => {
  vi.resetModules();
  const [{ queryClient, persister }, { Providers }, { QueriesStarted }] = await Promise.all([
    import('../lib/query-client'),
    import('./providers'),
    import('./queries-started'),
  ]);
  app = { queryClient, Providers, QueriesStarted };
  // The persisted cache of an earlier visit, holding the status answer of a minute ago.
  await persistAnswer(persister, KEY, 'from the last visit', Date.now() - 60_000);
});
afterEach(() => app.queryClient.clear());

/** Called once the app's restore has ended, as the rest of the page (outside the view) sees it. */
const restored = vi.fn();
function Layout() {
  if (!useIsRestoring()) restored();
  return null;
}

describe('QueriesStarted (a view whose loader started its queries)', () => {
  it('its sections do not render again when the restore ends: only their own answers do', async () => {
    const { queryClient, Providers, QueriesStarted } = app;
    // The loader's request, answered before the restore ends.
    const queryFn = vi.fn().mockResolvedValue('from the network');
    await queryClient.prefetchQuery({ queryKey: KEY, queryFn });
    // The section's content: what renders when the section renders (not only calls its hooks).
    let renders = 0;
    function Content({ text }: { text?: string }) {
      renders++;
      return <p>{text}</p>;
    }
    function Section() {
      const { data } = useQuery({ queryKey: KEY, queryFn, staleTime: 30_000 });
      return <Content text={data} />;
    }
    restored.mockClear();
    render(
      <Providers>
        <Layout />
        <QueriesStarted>
          <Section />
        </QueriesStarted>
      </Providers>,
    );
    expect(screen.getByText('from the network')).toBeTruthy();
    const first = renders;
    await vi.waitFor(() => expect(restored).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The restore's older answer is left out, and the section was not rendered again for the restore.
    expect(screen.getByText('from the network')).toBeTruthy();
    expect(renders).toBe(first);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('a restored answer still shows while the loader’s request is on its way, which it joins', async () => {
    const { queryClient, Providers, QueriesStarted } = app;
    const queryFn = vi.fn(() => new Promise<string>(() => undefined));
    void queryClient.prefetchQuery({ queryKey: KEY, queryFn });
    function Section() {
      const { data } = useQuery({ queryKey: KEY, queryFn, staleTime: 30_000 });
      return <p>{data ?? 'loading'}</p>;
    }
    render(
      <Providers>
        <QueriesStarted>
          <Section />
        </QueriesStarted>
      </Providers>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('from the last visit')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
