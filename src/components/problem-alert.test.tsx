import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import type { Session } from '../lib/auth/session';
import { setLocale } from '../lib/i18n';
import { ProblemAlert } from './problem-alert';

const signedIn = vi.hoisted(() => ({ session: null as Session | null }));
vi.mock('../lib/auth/session', () => ({ useSession: () => signedIn.session }));
const AGENT = {
  support: { type: 'vehicle_support', actions: ['read'], agentId: 'agent-1', organisation: 'Voltara Support' },
};

afterEach(() => {
  signedIn.session = null;
});

describe('ProblemAlert', () => {
  it('shows title, status, detail, violations and the correlation id with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const error = new ApiError({
      status: 400,
      type: '/errors/validation-failed',
      title: 'Validation Failed',
      detail: 'The request has invalid parameters',
      correlationId: '6f1c2a52-0d1e-4c39-9d1f-6d0a3c2f4b11',
      violations: [{ field: 'size', rejectedValue: '500', message: 'must be at most 100' }],
    });
    render(<ProblemAlert error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Validation Failed');
    expect(alert.textContent).toContain('HTTP 400');
    expect(alert.textContent).toContain('The request has invalid parameters');
    expect(screen.getByRole('list', { name: 'Problems with the request' }).textContent).toContain(
      'size: must be at most 100 (rejected value “500”)',
    );
    expect(alert.textContent).toContain('6f1c2a52-0d1e-4c39-9d1f-6d0a3c2f4b11');
    await user.click(screen.getByRole('button', { name: 'Copy correlation ID' }));
    expect(writeText).toHaveBeenCalledWith('6f1c2a52-0d1e-4c39-9d1f-6d0a3c2f4b11');
    expect(alert.textContent).toContain('Copied.');
  });

  it('says a 403 is not shared with you, naming the section, in the user’s words, the service’s and the correlation id kept: a notice, not a fault', () => {
    const error = new ApiError({
      status: 403,
      type: '/errors/forbidden',
      title: 'Forbidden',
      detail: 'The owner has not allowed location access.',
      correlationId: 'c0ffee-42',
    });
    render(<ProblemAlert error={error} what="Location" onRetry={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('Location is not shared with you.');
    expect(screen.getByText('The vehicle owner has not given consent for this data.')).toBeTruthy();
    expect(screen.getByText('The owner has not allowed location access.').closest('details')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Correlation ID: c0ffee-42');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("shows an owner's own withheld category as not shared with them, not as the customer's choice", () => {
    const error = new ApiError({ status: 403, type: '/errors/forbidden', title: 'Forbidden', reason: 'not-shared' });
    render(<ProblemAlert error={error} what="Location" />);
    expect(screen.getByRole('status').textContent).toContain('Location is not shared with you.');
    expect(screen.queryByText(/Not shared by the customer/)).toBeNull();
  });

  it('offers a retry and calls it', async () => {
    const onRetry = vi.fn();
    render(<ProblemAlert error={ApiError.network(new TypeError('Failed to fetch'))} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Service unreachable');
    expect(screen.queryByText(/HTTP/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('renders any other thrown value', () => {
    render(<ProblemAlert error={new Error('boom')} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('alert').textContent).toContain('boom');
  });
});

describe('ProblemAlert on a support grant’s 403 (issue 9)', () => {
  const forbidden = (reason: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
    new ApiError({ status: 403, type: '/errors/forbidden', title: 'Forbidden', reason, ...extra });

  it('shows a category the grant does not cover as not shared by the customer, naming it, not as an error', () => {
    signedIn.session = AGENT as unknown as Session;
    render(<ProblemAlert error={forbidden('not-shared', { category: 'location' })} onRetry={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('Not shared by the customer: location');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a car has no active grant, and whether it was revoked or expired', () => {
    const { rerender } = render(<ProblemAlert error={forbidden('no-support-grant')} />);
    expect(screen.getByRole('status').textContent).toContain(
      'The customer has not granted support access to this car.',
    );
    rerender(<ProblemAlert error={forbidden('support-grant-revoked', { detail: 'Revoked at 10:00.' })} />);
    expect(screen.getByRole('status').textContent).toContain('The customer revoked the support grant for this car.');
    rerender(<ProblemAlert error={forbidden('support-grant-expired')} />);
    expect(screen.getByRole('status').textContent).toContain('The support grant for this car has expired.');
  });

  it('says a revoked or expired grant in the user’s language, the service’s English folded away, the correlation id visible', async () => {
    await setLocale('de');
    try {
      const detail = 'No active support grant: the owner revoked the grant for CASE-1 at 2026-11-20T10:00:00.000Z.';
      const { rerender } = render(
        <ProblemAlert error={forbidden('support-grant-revoked', { detail, correlationId: 'c0ffee-7' })} />,
      );
      const notice = screen.getByRole('status');
      expect(notice.textContent).toContain('Keine aktive Support-Freigabe');
      expect(notice.textContent).toContain('Der Kunde hat die Support-Freigabe für dieses Auto widerrufen.');
      expect(screen.getByText(detail).closest('details')?.open).toBe(false);
      expect(notice.textContent).toContain('Korrelations-ID: c0ffee-7');
      rerender(<ProblemAlert error={forbidden('support-grant-expired', { detail: 'The grant expired.' })} />);
      expect(screen.getByRole('status').textContent).toContain('Die Support-Freigabe für dieses Auto ist abgelaufen.');
      expect(screen.getByText('The grant expired.').closest('details')).toBeTruthy();
    } finally {
      await setLocale('en');
    }
  });

  it('says support reads are paused when the owner’s access record is full, not that nothing is shared', () => {
    signedIn.session = AGENT as unknown as Session;
    render(<ProblemAlert error={forbidden('access-record-full', { category: 'status', detail: 'Paused.' })} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Support reads paused');
    expect(notice.textContent).toContain('the customer’s access record for it is full');
    expect(notice.textContent).not.toContain('not shared');
  });
});
