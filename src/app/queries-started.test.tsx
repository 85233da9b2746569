import { act, render, screen } from '@testing-library/react';
import { useIsRestoring, useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistAnswer } from '../lib/testing/persisted-cache';
import { queriesStarted } from './vehicle-view';

const KEY = ['vehicles', 'V1', 'status'];

// The restore runs once per page: each test loads the modules afresh (a new page, a new query client).
let app: {
  queryClient: typeof import('../lib/query-client').queryClient;
  Providers: typeof import('./providers').Providers;
  started: typeof import('./queries-started');
};
beforeEach(async () => {
  vi.resetModules();
  const [{ queryClient, persister }, { Providers }, started] = await Promise.all([
    import('../lib/query-client'),
    import('./providers'),
    import('./queries-started'),
  ]);
  app = { queryClient, Providers, started };
  // The persisted cache of an earlier visit, holding the status answer of a minute ago.
  await persistAnswer(persister, KEY, 'from the last visit', Date.now() - 60_000);
});
afterEach(() => app.queryClient.clear());

/** Called once the app's restore has ended, as the rest of the page (outside the view) sees it. */
const restored = vi.fn();
function Restored() {
  if (!useIsRestoring()) restored();
  return null;
}

/**
 * Counts a render as before or after the restore ended, as `Restored` (rendered earlier in the same pass) saw it, so
 * the count does not depend on when a test first finds the text on a loaded machine.
 */
function countRender(renders: { first: number; afterRestore: number }) {
  if (restored.mock.calls.length) renders.afterRestore++;
  else renders.first++;
}

/**
 * The app's providers around a router of `routes`, rendered once it has loaded (the restore starts after the first
 * render, as in the app).
 */
async function renderRoutes(routes: RouteObject[]) {
  const router = createMemoryRouter(routes);
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  render(
    <app.Providers>
      <RouterProvider router={router} />
    </app.Providers>,
  );
}

/** A layout with the outlet, and a view whose loader runs `prefetch` and returns `data`. */
async function renderView(prefetch: () => void, data: unknown, View: ComponentType) {
  const { started } = app;
  const Layout = () => (
    <>
      <Restored />
      <started.QueriesStartedOutlet />
    </>
  );
  await renderRoutes([
    {
      path: '/',
      Component: Layout,
      children: [
        {
          index: true,
          loader: () => {
            prefetch();
            return data;
          },
          Component: View,
        },
      ],
    },
  ]);
}

describe('QueriesStartedOutlet (a view whose loader started its queries)', () => {
  /** Renders the section's content (not only its hooks) under a view whose loader returns `data`; how many times. */
  async function sectionRenders(data: unknown) {
    const { queryClient } = app;
    // The loader's request, answered before the restore ends.
    const queryFn = vi.fn().mockResolvedValue('from the network');
    const renders = { first: 0, afterRestore: 0 };
    function Content({ text }: { text?: string }) {
      countRender(renders);
      return <p>{text}</p>;
    }
    function Section() {
      const { data } = useQuery({ queryKey: KEY, queryFn, staleTime: 30_000 });
      return <Content text={data} />;
    }
    restored.mockClear();
    await renderView(() => void queryClient.prefetchQuery({ queryKey: KEY, queryFn }), data, Section);
    await screen.findByText('from the network');
    await vi.waitFor(() => expect(restored).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The restore's older answer is left out either way.
    expect(screen.getByText('from the network')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(1);
    return renders;
  }

  it('its sections do not render again when the restore ends: only their own answers do', async () => {
    expect(await sectionRenders(queriesStarted)).toEqual({ first: 1, afterRestore: 0 });
  });

  it('a view whose loader does not say so waits for the restore, and renders again when it ends', async () => {
    expect((await sectionRenders(null)).afterRestore).toBeGreaterThan(0);
  });

  it('a restored answer still shows while the loader’s request is on its way, which it joins', async () => {
    const { queryClient } = app;
    const queryFn = vi.fn(() => new Promise<string>(() => undefined));
    function Section() {
      const { data } = useQuery({ queryKey: KEY, queryFn, staleTime: 30_000 });
      return <p>{data ?? 'loading'}</p>;
    }
    await renderView(() => void queryClient.prefetchQuery({ queryKey: KEY, queryFn }), queriesStarted, Section);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('from the last visit')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('QueriesStarted (a layout whose own loader started its queries)', () => {
  const VIEW_KEY = ['vehicles', 'V1', 'location'];

  /** A layout reading KEY under `QueriesStarted`, its outlet holding a view (reading VIEW_KEY) whose loader says nothing. */
  async function layoutRenders(started: boolean) {
    const { queryClient, started: qs } = app;
    const queryFn = vi.fn().mockResolvedValue('from the network');
    const viewFn = vi.fn().mockResolvedValue('the view’s answer');
    const renders = { first: 0, afterRestore: 0 };
    function Body() {
      const { data } = useQuery({ queryKey: KEY, queryFn, staleTime: 30_000 });
      countRender(renders);
      return (
        <>
          <p>{data}</p>
          <qs.QueriesStartedOutlet />
        </>
      );
    }
    function View() {
      const { data } = useQuery({ queryKey: VIEW_KEY, queryFn: viewFn, staleTime: 30_000 });
      return <p>{data ?? 'view loading'}</p>;
    }
    const Layout = () => (
      <>
        <Restored />
        <qs.QueriesStarted started={started}>
          <Body />
        </qs.QueriesStarted>
      </>
    );
    restored.mockClear();
    await renderRoutes([
      {
        path: '/',
        Component: Layout,
        loader: () => void queryClient.prefetchQuery({ queryKey: KEY, queryFn }),
        children: [{ index: true, Component: View }],
      },
    ]);
    await screen.findByText('from the network');
    await vi.waitFor(() => expect(restored).toHaveBeenCalled());
    await screen.findByText('the view’s answer');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queryFn).toHaveBeenCalledTimes(1);
    return { layoutFirst: renders.first, layoutAfterRestore: renders.afterRestore };
  }

  it('the layout does not render again when the restore ends', async () => {
    expect(await layoutRenders(true)).toEqual({ layoutFirst: 1, layoutAfterRestore: 0 });
  });

  it('without it the layout waits for the restore and renders again when it ends', async () => {
    expect((await layoutRenders(false)).layoutAfterRestore).toBeGreaterThan(0);
  });

  it('its outlet still holds a view whose loader did not start its queries until the restore ends', async () => {
    const { queryClient } = app;
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useIsRestoring());
      return null;
    }
    await renderRoutes([
      {
        path: '/',
        Component: () => (
          <app.started.QueriesStarted started>
            <Probe />
            <app.started.QueriesStartedOutlet />
          </app.started.QueriesStarted>
        ),
        children: [{ index: true, Component: () => <p>{String(useIsRestoring())}</p> }],
      },
    ]);
    // The layout observes at once; the view under it waits for the restore, then observes.
    expect(seen[0]).toBe(false);
    expect(screen.getByText('true')).toBeTruthy();
    expect(await screen.findByText('false')).toBeTruthy();
    expect(queryClient.isFetching()).toBe(0);
  });
});
