import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VinInput } from './vin-input';

function setup(existing: string[] = []) {
  const onAdd = vi.fn();
  render(<VinInput onAdd={onAdd} existing={existing} />);
  return { onAdd, input: screen.getByLabelText('VIN'), user: userEvent.setup() };
}

describe('VinInput', () => {
  it('upper-cases as you type and counts characters', async () => {
    const { input, user } = setup();
    await user.type(input, 'sdxe1');
    expect(input).toHaveProperty('value', 'SDXE1');
    expect(screen.getByText(/5 of 17 characters/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('flags I, O and Q immediately', async () => {
    const { input, user } = setup();
    await user.type(input, 'SDXO');
    expect(screen.getByText('VIN must not contain the letters I, O or Q')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('says a submitted short VIN is too short and adds nothing', async () => {
    const { input, user, onAdd } = setup();
    await user.type(input, 'SDXE1S2A2');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(screen.getByText('VIN must be exactly 17 characters (got 9)')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('warns on a check digit mismatch but still adds the VIN', async () => {
    const { input, user, onAdd } = setup();
    await user.type(input, 'SDXE1S2A3RA100001');
    expect(screen.getByText(/Check digit \(9th character\) is 3, expected 2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(onAdd).toHaveBeenCalledWith('SDXE1S2A3RA100001');
    expect(input).toHaveProperty('value', '');
  });

  it('adds a valid VIN without a warning', async () => {
    const { input, user, onAdd } = setup();
    await user.type(input, 'sdxg4b6d1ra400004{Enter}');
    expect(screen.queryByText(/Check digit/)).toBeNull();
    expect(onAdd).toHaveBeenCalledWith('SDXG4B6D1RA400004');
  });

  it('refuses a VIN already in the garage', async () => {
    const { input, user, onAdd } = setup(['SDXG4B6D1RA400004']);
    await user.type(input, 'SDXG4B6D1RA400004{Enter}');
    expect(screen.getByText('This vehicle is already in your garage.')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
