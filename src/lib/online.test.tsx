import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { followBrowserOnline, onlineStore, useOnline } from './online';
import { reportNetworkFailure } from './network-probe';

const browserOnline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

afterEach(() => {
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

describe('a request without an answer', () => {
  it('while the browser claims a network: the service asked once more; no answer either means offline until it answers', async () => {
    vi.useFakeTimers();
    browserOnline(true);
    followBrowserOnline();
    const answers = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(false);
    answers.mockResolvedValue(true);
    const seen: boolean[] = [];
    const unsubscribe = onlineStore.subscribe((value) => seen.push(value));
    const done = reportNetworkFailure(answers);
    await vi.runAllTimersAsync();
    await done;
    unsubscribe();
    vi.useRealTimers();
    expect(answers).toHaveBeenCalledTimes(3);
    expect(seen).toEqual([false, true]);
    expect(onlineStore.isOnline()).toBe(true);
  });

  it('a service that answers the check leaves the app online (one dropped request is not an outage)', async () => {
    browserOnline(true);
    followBrowserOnline();
    const seen: boolean[] = [];
    const unsubscribe = onlineStore.subscribe((value) => seen.push(value));
    await reportNetworkFailure(async () => true);
    unsubscribe();
    expect(seen).toEqual([]);
  });

  it('many failures at once run one check, and none while the browser already knows it is offline', async () => {
    browserOnline(true);
    followBrowserOnline();
    const answers = vi.fn(async () => true);
    await Promise.all([reportNetworkFailure(answers), reportNetworkFailure(answers), reportNetworkFailure(answers)]);
    expect(answers).toHaveBeenCalledTimes(1);
    browserOnline(false);
    await reportNetworkFailure(answers);
    expect(answers).toHaveBeenCalledTimes(1);
  });
});
