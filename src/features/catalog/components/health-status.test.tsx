import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { HealthStatus } from './health-status';

describe('HealthStatus', () => {
  it('says up when the service answered UP and the browser is online', () => {
    render(<HealthStatus status="UP" failed={false} checking={false} checkedAt={Date.now()} />);
    expect(screen.getByRole('status').textContent).toMatch(/Service: up$/);
  });

  it('offline, a cached UP reads unknown (offline) with the time it was last checked, never up', () => {
    const checkedAt = Date.UTC(2026, 10, 24, 4, 45, 12);
    act(() => onlineManager.setOnline(false));
    render(<HealthStatus status="UP" failed={false} checking={false} checkedAt={checkedAt} />);
    const text = screen.getByRole('status').textContent ?? '';
    expect(text).toMatch(/Service: unknown \(offline\), last checked /);
    expect(text).toContain(new Date(checkedAt).getFullYear().toString());
    expect(text).not.toMatch(/\bup\b/);
  });

  it('offline without any answer says it was not checked yet', () => {
    act(() => onlineManager.setOnline(false));
    render(<HealthStatus failed={false} checking={false} />);
    expect(screen.getByRole('status').textContent).toMatch(/unknown \(offline\), not checked yet/);
  });
});
