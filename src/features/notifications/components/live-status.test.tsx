import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { holdStream } from '../../../lib/stream/vehicle-stream';
import { NotificationsLiveStatus } from './live-status';

const connection = vi.hoisted(() => ({ onStatus: undefined as ((s: { state: string }) => void) | undefined }));
vi.mock('../../../lib/stream/live-stream', () => ({
  createTopicStream: (_topics: string[], onStatus: (s: { state: string }) => void) => {
    connection.onStatus = onStatus;
    return { start: vi.fn(), stop: vi.fn(), setTopics: vi.fn(), setVisible: vi.fn(), setOnline: vi.fn() };
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  connection.onStatus = undefined;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("the notifications page says whether its live updates are connected (the host's stream)", () => {
  it('nothing while no car streams, then the state of the stream another component holds, read as a status', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(<NotificationsLiveStatus />);
    expect(screen.queryByRole('status')).toBeNull();

    let release!: () => void;
    act(() => void (release = holdStream(['SDXE1S2A2RA100001'])));
    expect(screen.getByRole('status').textContent).toBe('Connecting to live data…');
    act(() => idle[0]!());
    await vi.waitFor(() => expect(connection.onStatus).toBeDefined());
    act(() => connection.onStatus!({ state: 'live' }));
    expect(screen.getByRole('status').textContent).toBe('Live');
    act(() => connection.onStatus!({ state: 'unavailable' }));
    expect(screen.getByRole('status').textContent).toBe('Live data unavailable');
    // Nothing on this page refetches while the stream is unavailable: no polling interval is promised.
    expect(screen.queryByText(/refreshing every/)).toBeNull();

    release();
    await settle();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
