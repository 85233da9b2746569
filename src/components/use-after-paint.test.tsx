import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
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
});
