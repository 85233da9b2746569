import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { pauseRequests } from '../lib/api/pause';
import { QueryState } from './query-state';
import { RateLimitNotice } from './rate-limit-notice';

function PendingSection({ name }: { name: string }) {
  const query = useQuery({ queryKey: [name], queryFn: () => new Promise<string>(() => undefined) });
  return (
    <section aria-label={name}>
      <QueryState query={query}>{(data) => <p>{data}</p>}</QueryState>
    </section>
  );
}

describe('RateLimitNotice', () => {
  it('a 429 shows one notice with a countdown while every section waits calmly; both go when the pause ends', async () => {
    // Both lazy modules loaded first, so each resolves within the test's flushes, not after a transform on a loaded
    // machine (the store's chunk was not, and the notice was missing once in a CI run).
    await Promise.all([import('./rate-limit-pause'), import('./rate-limit-message')]);
    vi.useFakeTimers({ now: 1_000_000 });
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <RateLimitNotice />
        <PendingSection name="Status" />
        <PendingSection name="Alerts" />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('timer')).toBeNull();
    // The status region is there (hidden) before any pause, while the pause's store loads and once it has.
    expect(container.querySelector('[role="status"][hidden]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0)); // the store's lazy chunk
    expect(container.querySelector('[role="status"][hidden]')).not.toBeNull();
    act(() => pauseRequests('http://localhost:4000', 5));
    await act(() => vi.advanceTimersByTimeAsync(0)); // the message's lazy chunk

    const notice = screen.getByText(/asked the dashboard to slow down/).closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(screen.getAllByText(/slow down/)).toHaveLength(1);
    expect(screen.getByRole('timer').textContent).toBe('5 sec');
    expect(screen.getAllByText(/Waiting for the service/)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('timer').textContent).toBe('3 sec');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByText(/slow down/)).toBeNull();
    expect(screen.queryByText(/Waiting for the service/)).toBeNull();
  });
});
