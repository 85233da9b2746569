import { describe, expect, it } from 'vitest';
import { moduleGraph as graph } from './module-graph.testing';
import { routeStylesheets } from './route-styles';

describe('routeStylesheets: every lazy route shares one stylesheet', () => {
  const { ids, info } = graph(
    {
      '/src/main.tsx': [],
      '/src/app/routes/vehicle-battery.tsx': ['/src/features/battery/battery.css', '/src/components/section.tsx'],
      '/src/app/routes/vehicle-overview.tsx': ['/src/components/section.tsx', '/src/components/map/index.ts'],
      '/src/components/section.tsx': ['/src/components/section.css', '/src/components/problem-alert.tsx'],
      '/src/components/problem-alert.tsx': ['/src/components/problem-alert.css'],
      '/src/components/lazy-problem-alert.tsx': [],
      '/src/components/map/index.ts': [],
      '/src/components/map/vehicle-map.tsx': ['/node_modules/leaflet/dist/leaflet.css', '/src/components/map/map.css'],
      '/src/app/layout/service-health.tsx': ['/src/components/icon.tsx'],
      '/src/components/icon.tsx': ['/src/components/icon.css'],
      '/src/features/battery/battery.css': [],
      '/src/components/section.css': [],
      '/src/components/problem-alert.css': [],
      '/src/components/icon.css': [],
      '/src/components/map/map.css': [],
      '/node_modules/leaflet/dist/leaflet.css': [],
    },
    [
      '/src/app/routes/vehicle-battery.tsx',
      '/src/app/routes/vehicle-overview.tsx',
      '/src/components/map/vehicle-map.tsx',
      '/src/app/layout/service-health.tsx',
      '/src/components/problem-alert.tsx',
    ],
  );
  const styles = routeStylesheets(ids, info);

  it('takes the stylesheets the route modules import, directly or through shared components', () => {
    expect(styles).toContain('/src/features/battery/battery.css');
    expect(styles).toContain('/src/components/section.css');
  });
  it('takes a component a route imports statically even when an error boundary also loads it on demand', () => {
    expect(styles).toContain('/src/components/problem-alert.css');
  });
  it('leaves the stylesheets of modules only ever loaded on demand (the shell, the map) beside them', () => {
    expect(styles).not.toContain('/src/components/icon.css');
    expect(styles).not.toContain('/src/components/map/map.css');
  });
  it("leaves libraries' stylesheets with their chunk", () => {
    expect(styles).not.toContain('/node_modules/leaflet/dist/leaflet.css');
  });
});
