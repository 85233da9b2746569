import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { OfflineBanner } from './offline-banner';

describe('OfflineBanner', () => {
  it('appears when the connection drops and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toMatch(/You are offline/);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});
