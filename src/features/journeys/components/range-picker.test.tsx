import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RangePicker } from './range-picker';
import { presetRange } from '../range';

describe('RangePicker', () => {
  it('changes to a preset at once', async () => {
    const onChange = vi.fn();
    render(<RangePicker value={presetRange('7d', new Date(2026, 10, 22))} onChange={onChange} />);
    expect((screen.getByRole('radio', { name: '7 days' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    expect(onChange).toHaveBeenCalledWith({ preset: '30d' });
  });

  it('takes a custom range and refuses one that ends before it starts', async () => {
    const onChange = vi.fn();
    render(<RangePicker value={presetRange('7d', new Date(2026, 10, 22))} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Show range' }));
    expect(screen.getByRole('alert').textContent).toBe('The start date must be on or before the end date.');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-21');
    await userEvent.click(screen.getByRole('button', { name: 'Show range' }));
    expect(onChange).toHaveBeenCalledWith({ preset: 'custom', fromDate: '2026-11-20', toDate: '2026-11-21' });
  });
});
