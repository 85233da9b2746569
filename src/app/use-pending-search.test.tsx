import { render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { usePendingSearch } from './use-pending-search';

function Filter() {
  const [search, go] = usePendingSearch();
  return (
    <label>
      <input
        type="checkbox"
        checked={search.get('severity') === 'warning'}
        onChange={(e) => go(new URLSearchParams(e.target.checked ? { severity: 'warning' } : {}))}
      />
      Warning
    </label>
  );
}

it('a checkbox bound to the query is checked when its click returns, while the loader is still running', async () => {
  let loads = 0;
  const router = createMemoryRouter(
    // The first load answers; the one a filter starts never does, as a slow or failing list request would.
    [{ path: '/alerts', loader: () => (loads++ === 0 ? null : new Promise(() => {})), Component: Filter }],
    { initialEntries: ['/alerts'] },
  );
  // As `react-router/dom`'s provider (main.tsx) does; that entry is a second copy of the router's context under Vitest.
  render(<RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />);
  const box = await screen.findByRole('checkbox', { name: 'Warning' });

  // Outside act(): what a browser does, where a transition renders later than the click's own event.
  box.click();

  expect((box as HTMLInputElement).checked).toBe(true);
  expect(router.state.navigation.location?.search).toBe('?severity=warning');
});
