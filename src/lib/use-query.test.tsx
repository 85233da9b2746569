import { describe, expect, it, vi } from 'vitest';
import { Component, Suspense, use, useLayoutEffect, useState, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { IsRestoringProvider, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useQueries, useQuery } from './use-query';

/**
 * A section that suspends on `gate` when it renders the answer 'b'. React keeps the shown content when a transition's
 * render suspends, and shows the fallback when a synchronous render does (React Query's own hooks, through
 * useSyncExternalStore): so the fallback never showing means the answer rendered as a transition.
 */
function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['k'], 'a');
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const rendered: string[] = [];
  const useSection = (data: string | undefined) => {
    rendered.push(String(data));
    if (data === 'b') use(gate);
    return <p>{data}</p>;
  };
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>fallback</p>}>{children}</Suspense>
    </QueryClientProvider>
  );
  const opened = () => act(async () => open());
  /** The view shows 'a'; the answer 'b' renders, suspends and keeps 'a' shown until the gate opens, then shows. */
  const answerKeepsShown = async (View: () => ReactNode) => {
    render(wrap(<View />));
    expect(screen.getByText('a')).toBeTruthy();
    act(() => client.setQueryData(['k'], 'b'));
    await waitFor(() => expect(rendered).toContain('b'));
    expect(screen.getByText('a')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    await opened();
    expect(await screen.findByText('b')).toBeTruthy();
  };
  return { client, rendered, useSection, wrap, open: opened, answerKeepsShown };
}

const answer = (client: QueryClient) => () => client.getQueryData<string>(['k']) ?? 'none';

describe('useQuery renders answers as a transition', () => {
  it('an answer keeps the shown section while its render waits, then shows', async () => {
    const { client, useSection, answerKeepsShown } = setUp();
    function View() {
      return useSection(useQuery({ queryKey: ['k'], queryFn: answer(client) }).data);
    }
    await answerKeepsShown(View);
  });

  it('a result that moved between the render and the subscription shows, as a transition', async () => {
    const { client, rendered, useSection, wrap, open } = setUp();
    function View() {
      return useSection(useQuery({ queryKey: ['k'], queryFn: answer(client) }).data);
    }
    // A layout effect runs after the view's render and before its subscription (a passive effect).
    function Mover() {
      useLayoutEffect(() => {
        client.setQueryData(['k'], 'b');
      }, []);
      return null;
    }
    await act(async () => {
      render(wrap([<View key="view" />, <Mover key="mover" />]));
    });
    await waitFor(() => expect(rendered).toContain('b'));
    expect(screen.getByText('a')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    await open();
    expect(await screen.findByText('b')).toBeTruthy();
  });

  it('renders again only for the fields it read (tracked results)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['k'], 'a');
    let renders = 0;
    const fetched = vi.fn(async () => 'a');
    function View() {
      renders += 1;
      return <p>{useQuery({ queryKey: ['k'], queryFn: fetched, staleTime: Infinity }).data}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <View />
      </QueryClientProvider>,
    );
    const before = renders;
    await act(() => client.refetchQueries({ queryKey: ['k'] }));
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(renders).toBe(before);
    act(() => client.setQueryData(['k'], 'c'));
    expect(await screen.findByText('c')).toBeTruthy();
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught {this.state.error.message}</p> : this.props.children;
  }
}

describe('errors and the restore', () => {
  const failing = { queryKey: ['e'], queryFn: () => Promise.reject(new Error('boom')), throwOnError: true };

  it("useQuery's error with throwOnError reaches the error boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function View() {
      useQuery(failing);
      return <p>fine</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Boundary>
          <View />
        </Boundary>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('caught boom')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it("useQueries' error with throwOnError reaches the error boundary; without it, the result says so", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function View({ throwOnError }: { throwOnError: boolean }) {
      const [result] = useQueries({ queries: [{ ...failing, throwOnError }] });
      return <p>{result?.isError ? 'says error' : 'fine'}</p>;
    }
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <Boundary>
          <View throwOnError={false} />
        </Boundary>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('says error')).toBeTruthy();
    rerender(
      <QueryClientProvider client={client}>
        <Boundary>
          <View throwOnError />
        </Boundary>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('caught boom')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('restoring, nothing fetches; after, the query fetches and shows its answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
    const fetched = vi.fn(async () => 'fetched');
    let finish = () => {};
    function App() {
      const [restoring, setRestoring] = useState(true);
      finish = () => setRestoring(false);
      return (
        <IsRestoringProvider value={restoring}>
          <View />
        </IsRestoringProvider>
      );
    }
    function View() {
      const [query] = useQueries({ queries: [{ queryKey: ['r'], queryFn: fetched }] });
      const single = useQuery({ queryKey: ['r'], queryFn: fetched });
      return (
        <p>
          {query?.data ?? query?.fetchStatus} {single.data ?? single.fetchStatus}
        </p>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <App />
      </QueryClientProvider>,
    );
    expect(screen.getByText('idle idle')).toBeTruthy();
    act(() => client.setQueryData(['r'], 'restored'));
    expect(fetched).not.toHaveBeenCalled();
    act(() => finish());
    expect(await screen.findByText('fetched fetched')).toBeTruthy();
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});

describe('useQueries renders answers as a transition', () => {
  it('an answer keeps the shown section while its render waits, then shows (combined)', async () => {
    const { client, useSection, answerKeepsShown } = setUp();
    const first = (results: { data?: unknown }[]) => results[0]?.data as string | undefined;
    function View() {
      return useSection(useQueries({ queries: [{ queryKey: ['k'], queryFn: answer(client) }], combine: first }));
    }
    await answerKeepsShown(View);
  });
});
