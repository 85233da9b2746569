import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';

const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);

async function clock() {
  vi.resetModules();
  const { useNow, TICK_MS } = await import('./use-now');
  const renders: number[] = [];
  function Age({ id }: { id: number }) {
    const now = useNow();
    renders[id] = (renders[id] ?? 0) + 1;
    return <span data-testid={`age-${id}`}>{now - T0}</span>;
  }
  return { Age, renders, TICK_MS };
}

describe('useNow: one shared clock for every age on the page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  it('values that mount together render once: subscribing does not move the clock', async () => {
    const { Age, renders } = await clock();
    vi.setSystemTime(T0 + 800); // the page's first values mount a moment after the module was read
    render(
      <>
        <Age id={0} />
        <Age id={1} />
        <Age id={2} />
      </>,
    );
    expect(renders).toEqual([1, 1, 1]);
  });

  it('moves on a tick after its last reading', async () => {
    const { Age, TICK_MS } = await clock();
    vi.setSystemTime(T0 + 10_000);
    render(<Age id={0} />);
    expect(screen.getByTestId('age-0').textContent).toBe('0');
    act(() => vi.advanceTimersByTime(TICK_MS - 10_000));
    expect(screen.getByTestId('age-0').textContent).toBe(String(TICK_MS));
  });

  it('renews a reading older than a tick when a value mounts after the clock stood still', async () => {
    const { Age, TICK_MS } = await clock();
    const first = render(<Age id={0} />);
    first.unmount();
    vi.setSystemTime(T0 + 5 * TICK_MS);
    render(<Age id={1} />);
    expect(screen.getByTestId('age-1').textContent).toBe(String(5 * TICK_MS));
  });
});
