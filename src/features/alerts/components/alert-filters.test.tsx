import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSearchParams } from '../../../../contract/query';
import { ALERTS_QUERY } from '../../../../contract/list-queries';
import { AlertFilters } from './alert-filters';

const DEFAULT_ALERT_PARAMS = readSearchParams(ALERTS_QUERY, new URLSearchParams());

describe('AlertFilters', () => {
  it('adds and removes severities and goes back to the first page', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<AlertFilters params={{ ...DEFAULT_ALERT_PARAMS, page: 3 }} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Critical' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_ALERT_PARAMS, severity: ['critical'], page: 0 });
    rerender(<AlertFilters params={{ ...DEFAULT_ALERT_PARAMS, severity: ['critical'] }} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Info' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_ALERT_PARAMS, severity: ['info', 'critical'], page: 0 });
    await user.click(screen.getByRole('checkbox', { name: 'Critical' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_ALERT_PARAMS, page: 0 });
  });

  it('maps the Show select to the active flag and the Sort select to sort', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<AlertFilters params={DEFAULT_ALERT_PARAMS} onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Show'), 'cleared');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_ALERT_PARAMS, active: false });
    await user.selectOptions(screen.getByLabelText('Sort'), 'severity,desc');
    expect(onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_ALERT_PARAMS,
      sort: [{ field: 'severity', direction: 'desc' }],
    });
  });
});
