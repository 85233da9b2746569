import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { useAfterPaint } from './use-after-paint';

function Part({ ready }: { ready: boolean }) {
  return <p>{useAfterPaint(ready) ? 'later part' : 'first frame'}</p>;
}

describe('useAfterPaint', () => {
  it('turns true only after the frame following `ready` and the task after it, and stays true', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    try {
      const { rerender } = render(<Part ready={false} />);
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByText('first frame')).toBeTruthy();
      rerender(<Part ready />);
      expect(screen.getByText('first frame')).toBeTruthy();
      // The frame callback ran (before its paint): the part still waits for the task after it.
      act(() => vi.advanceTimersToNextFrame());
      expect(screen.getByText('first frame')).toBeTruthy();
      act(() => vi.runOnlyPendingTimers());
      expect(screen.getByText('later part')).toBeTruthy();
      rerender(<Part ready={false} />);
      expect(screen.getByText('later part')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns in a transition: a part that then waits leaves the page as it is, not its fallback', async () => {
    // As a transition, React renders the part in slices (issue 18) and keeps what is shown until the part is ready;
    // as a default update, it is one blocking task, and a waiting part would swap the page for its fallback.
    const never = new Promise<never>(() => undefined);
    const turned = vi.fn();
    function Waiting() {
      if (useAfterPaint(true)) {
        turned();
        use(never);
      }
      return <p>first frame</p>;
    }
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Waiting />
      </Suspense>,
    );
    // Two frames and the task after them: the turn has been rendered (and suspended) by then.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));
    expect(turned).toHaveBeenCalled();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('first frame')).toBeTruthy();
  });
});
