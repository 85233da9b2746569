import { describe, expect, it, vi } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { QueryState } from './query-state';

function View({ answer }: { answer: Promise<string> }) {
  const query = useQuery({ queryKey: ['q'], queryFn: () => answer });
  return <QueryState query={query}>{(data) => <p>{data}</p>}</QueryState>;
}

describe('QueryState', () => {
  it('offline without data says it is not loaded instead of showing a skeleton, and loads when back online', async () => {
    act(() => onlineManager.setOnline(false));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <View answer={Promise.resolve('the data')} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Offline: not loaded yet/);
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('the data')).toBeTruthy();
  });
});

describe('QueryState renders a first answer as a deferred update', () => {
  const pending = { isPending: true, isError: false, fetchStatus: 'fetching' } as UseQueryResult<string>;
  const answered = { isPending: false, isError: false, data: 'the data' } as UseQueryResult<string>;

  it('the render that notices the answer keeps the skeleton; the content follows in a deferred render', () => {
    const content = vi.fn((data: string) => <p>{data}</p>);
    const container = document.createElement('div');
    const root = createRoot(container);
    const view = (query: UseQueryResult<string>) => (
      <QueryState query={query} loading={<p>loading</p>}>
        {content}
      </QueryState>
    );
    act(() => root.render(view(pending)));
    act(() => {
      // An urgent render, as useSyncExternalStore's: the content must not be in it.
      flushSync(() => root.render(view(answered)));
      expect(container.textContent).toBe('loading');
      expect(content).not.toHaveBeenCalled();
    });
    expect(container.textContent).toBe('the data');
    // A later answer renders at once.
    act(() => {
      flushSync(() => root.render(view({ ...answered, data: 'newer' } as UseQueryResult<string>)));
      expect(container.textContent).toBe('newer');
    });
    act(() => root.unmount());
  });

  it('a view opened with its answer at hand shows it in its first render', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => {
      flushSync(() => root.render(<QueryState query={answered}>{(data) => <p>{data}</p>}</QueryState>));
      expect(container.textContent).toBe('the data');
    });
    act(() => root.unmount());
  });
});
