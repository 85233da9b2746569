import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_UNITS } from '../../../utils/units';
import { getUnits } from '../../../stores/units-preference';
import { UnitsSettings } from './units-settings';

describe('UnitsSettings', () => {
  it('stores the choice and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<UnitsSettings />);
    await user.click(screen.getByText('Units'));
    await user.selectOptions(await screen.findByLabelText('Distance'), 'mi');
    await user.selectOptions(screen.getByLabelText('Clock'), '12h');
    expect(getUnits()).toEqual({ ...DEFAULT_UNITS, distance: 'mi', clock: '12h' });
    expect(JSON.parse(localStorage.getItem('vds-units')!)).toMatchObject({ distance: 'mi', clock: '12h' });
    const details = screen.getByText('Units').closest('details')!;
    expect(details.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
  });
});
