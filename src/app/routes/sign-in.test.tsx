import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/sign-in', lazy: () => import('./sign-in') }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

// The route module loads before the tests: a cold import on a busy machine outlasts findBy's wait, and a router left
// waiting for it would run its loader during the next test and take that test's one-time sign-in error.
beforeAll(async () => {
  await import('./sign-in');
});

describe('the sign-in page', () => {
  it('offers a Sign in button and explains an ended session', async () => {
    renderAt('/sign-in?reason=session-ended&returnTo=%2Fvehicles%2FSDXE1S2A2RA100001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('Your session has ended');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDefined();
  });

  it('shows the error of a failed sign-in once (denied consent), without starting another', async () => {
    sessionStorage.setItem(
      'vds-sign-in-error',
      JSON.stringify({
        code: 'access_denied',
        title: 'Access was not granted',
        detail: 'You declined to give the dashboard access.',
      }),
    );
    renderAt('/sign-in');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Access was not granted');
    expect(alert.textContent).toContain('You declined');
    expect(sessionStorage.getItem('vds-sign-in-error')).toBeNull();
  });
});
