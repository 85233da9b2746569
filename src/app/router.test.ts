import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../lib/auth/session';
import { createAppRouter } from './router';

vi.mock('../lib/auth/session', async (original) => ({
  ...(await original<typeof import('../lib/auth/session')>()),
  getSession: vi.fn(async () => null),
}));

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the app's router (issue 18: ranking the routes and the first navigation are two tasks at the start)", () => {
  it('is created without its first navigation: no loader runs until initialize', async () => {
    window.history.replaceState(null, '', '/sign-in');
    const router = createAppRouter();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(router.state.initialized).toBe(false);
    expect(getSession).not.toHaveBeenCalled();

    router.initialize();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(getSession).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/sign-in');
    router.dispose();
  });
});
