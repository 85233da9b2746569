import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

describe('Pagination (pages zero-based on the wire, one-based on screen)', () => {
  it('says where we are and moves a page either way', async () => {
    const onPage = vi.fn();
    render(<Pagination noun="journeys" page={1} totalPages={3} totalElements={45} size={20} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Pages of journeys' }).textContent).toContain(
      'Page 2 of 3 (21–40 of 45 journeys)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPage.mock.calls).toEqual([[2], [0]]);
    expect(screen.queryByLabelText('Journeys per page')).toBeNull();
  });

  it('disables what leads nowhere on the last page', () => {
    render(<Pagination noun="alerts" page={2} totalPages={3} totalElements={45} size={20} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);
  });

  it('offers the page sizes where the size can change', async () => {
    const onSize = vi.fn();
    render(
      <Pagination
        noun="alerts"
        page={0}
        totalPages={1}
        totalElements={4}
        size={20}
        sizes={[10, 20]}
        onPage={() => {}}
        onSize={onSize}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Alerts per page'), '10');
    expect(onSize).toHaveBeenCalledWith(10);
  });
});
