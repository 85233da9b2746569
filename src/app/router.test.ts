import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../lib/auth/session';
import { createAppRouter, routeModulesOf } from './router';

vi.mock('../lib/auth/session', async (original) => ({
  ...(await original<typeof import('../lib/auth/session')>()),
  getSession: vi.fn(async () => null),
}));

afterEach(() => window.history.replaceState(null, '', '/'));

// The first navigation imports route modules, which Vitest transforms on their first import: on a loaded machine that
// takes more than `waitFor`'s default second.
const NAVIGATED = { timeout: 15_000 };

describe("the app's router (issue 18: ranking the routes and the first navigation are two tasks at the start)", () => {
  it('is created without its first navigation: no loader runs until initialize', async () => {
    window.history.replaceState(null, '', '/sign-in');
    const router = createAppRouter();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(router.state.initialized).toBe(false);
    expect(getSession).not.toHaveBeenCalled();

    router.initialize();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), NAVIGATED);
    expect(getSession).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/sign-in');
    router.dispose();
  });
});

describe("a vehicle's views join the routes on the first navigation to one (issue 18: the sign-in page ranks fewer)", () => {
  const routeIds = (routes: readonly { id: string; children?: unknown[] }[]): string[] =>
    routes.flatMap((route) => [route.id, ...routeIds((route.children ?? []) as typeof routes)]);

  it('the sign-in page starts without them', async () => {
    window.history.replaceState(null, '', '/sign-in');
    const router = createAppRouter();
    router.initialize();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), NAVIGATED);
    expect(routeIds(router.routes)).not.toContain('vehicle');
    expect(routeIds(router.routes).length).toBeLessThanOrEqual(15);
    router.dispose();
  });

  it("a vehicle's view opened first matches the vehicle's layout and the view, not the not-found page", async () => {
    window.history.replaceState(null, '', '/vehicles/SDXE1S2A2RA100001/status');
    const router = createAppRouter();
    router.initialize();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), NAVIGATED);
    const matches = matchRoutes(router.routes, '/vehicles/SDXE1S2A2RA100001/status') ?? [];
    expect(matches.map((match) => match.route.path)).toEqual(['/', undefined, 'vehicles/:vin', 'status']);
    // The vehicle's layout ran: its loader sends a signed-out visitor to sign-in (the not-found page would have stayed).
    expect(router.state.location.pathname).toBe('/sign-in');
    router.dispose();
  });
});

describe("the first page's route modules load while the config does (issue 18)", () => {
  it("are a vehicle view's layout and view, or the page's own module, and none for a URL of no page", async () => {
    const load = (pathname: string) => Promise.all(routeModulesOf(pathname).map((module) => module()));
    const [layout, status] = await load('/vehicles/SDXE1S2A2RA100001/status');
    expect(layout).toBe(await import('./routes/vehicle-layout'));
    expect(status).toBe(await import('./routes/vehicle-status'));
    expect(await load('/vehicles/SDXE1S2A2RA100001')).toEqual([layout, await import('./routes/vehicle-overview')]);
    expect(await load('/sign-in')).toEqual([await import('./routes/sign-in')]);
    expect(routeModulesOf('/')).toEqual([]);
  }, 20_000);
});
