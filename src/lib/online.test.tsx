import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { followBrowserOnline, onlineStore, useOnline } from './online';

const browserOnline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  followBrowserOnline();
});

function Probe() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

describe('online state', () => {
  it('an app opened without a network starts offline (React Query alone would assume online)', () => {
    onlineManager.setOnline(true);
    browserOnline(false);
    followBrowserOnline();
    expect(onlineManager.isOnline()).toBe(false);
    expect(onlineStore.isOnline()).toBe(false);
  });

  it('an app opened with a network starts online', () => {
    onlineManager.setOnline(false);
    browserOnline(true);
    followBrowserOnline();
    expect(onlineStore.isOnline()).toBe(true);
  });

  it('follows the browser going offline and back, telling subscribers (the stream) each time', () => {
    const online = browserOnline(true);
    followBrowserOnline();
    const seen: boolean[] = [];
    const unsubscribe = onlineStore.subscribe((value) => seen.push(value));
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    unsubscribe();
    expect(seen).toEqual([false, true]);
  });

  it('re-renders the components that read it', () => {
    const online = browserOnline(true);
    followBrowserOnline();
    render(<Probe />);
    expect(screen.getByText('online')).toBeTruthy();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('offline')).toBeTruthy();
  });
});
