import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setRuntimeConfig } from '../../config/runtime';
import { FooterHealth } from './footer-health';

// Unmounted while the idle callback's stubs are in place (the effect's cleanup cancels the callback).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FooterHealth', () => {
  it('renders, queries and fetches nothing until the browser is idle after the first page, then shows the health', async () => {
    // The line's code loaded beforehand, so the wait below is for the answer only.
    await Promise.all([
      import('./service-health'),
      import('../../lib/api/client'),
      import('../../../contract/catalog'),
    ]);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const fetch = vi.fn(async () => Response.json({ status: 'UP' }));
    vi.stubGlobal('fetch', fetch);
    setRuntimeConfig({
      apiBaseUrl: 'http://localhost:4000',
      authUrl: 'http://localhost:4001',
      clientId: 'dashboard',
      redirectUri: 'http://localhost:5173/callback',
      scopes: ['vehicle:read'],
      tileUrl: 'https://tile.example/{z}/{x}/{y}.png',
      tileAttribution: 'tiles',
    });
    const client = new QueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        <FooterHealth />
      </QueryClientProvider>,
    );
    await act(() => Promise.resolve());
    // The blank line keeps the footer's height; no health query exists yet, and nothing was asked.
    expect(container.querySelector('p.health')?.textContent).toBe('\u00a0');
    expect(screen.queryByRole('status')).toBeNull();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);

    act(() => idle[0]!());
    expect(await screen.findByText(/Service: up/, undefined, { timeout: 5_000 })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://localhost:4000/health');
  });
});
