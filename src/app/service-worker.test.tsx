import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setRuntimeConfig } from '../config/runtime';
import { FooterHealth } from './layout/footer-health';

const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
const idle: (() => void)[] = [];

function stubBrowser() {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal('fetch', async () => Response.json({ status: 'UP' }));
}

// Unmounted while the idle callback's stubs are in place (the effects' cleanups cancel their callbacks).
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  register.mockClear();
  idle.length = 0;
});

describe('the service worker registration', () => {
  it('waits for the first page to render and the browser to be idle twice: the health line loads, then the worker registers', async () => {
    // The line's code loaded beforehand, so the waits below are for the idle moments and the answer only.
    await Promise.all([import('./layout/service-health'), import('../lib/api/client')]);
    stubBrowser();
    setRuntimeConfig({
      apiBaseUrl: 'http://localhost:4000',
      authUrl: 'http://localhost:4001',
      clientId: 'dashboard',
      redirectUri: 'http://localhost:5173/callback',
      scopes: ['vehicle:read'],
      tileUrl: 'https://tile.example/{z}/{x}/{y}.png',
      tileAttribution: 'tiles',
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FooterHealth />
      </QueryClientProvider>,
    );
    await act(() => Promise.resolve());
    // Rendered: only the health line's idle wait is pending, nothing is registered.
    expect(idle).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();

    act(() => idle[0]!());
    expect(await screen.findByText(/Service: up/, undefined, { timeout: 5_000 })).toBeTruthy();
    // The line is up; the worker waits for the next idle moment.
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(2);

    act(() => idle[1]!());
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing in a browser without service workers', async () => {
    const { registerServiceWorker } = await import('./service-worker');
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    registerServiceWorker()();
    expect(idle).toHaveLength(0);
  });
});
