import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { Freshness } from './freshness';

describe('Freshness', () => {
  it('a fresh value reads offline, last known while the browser is offline, and fresh again when it is back', () => {
    render(<Freshness timestamp={new Date(Date.now() - 60_000).toISOString()} />);
    expect(screen.queryByText(/last known/)).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByText(/offline, last known/)).toBeTruthy();
    expect(screen.getByRole('time').getAttribute('aria-label')).toMatch(/offline, last known value$/);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(/last known/)).toBeNull();
  });
});
