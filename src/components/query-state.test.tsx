import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
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
