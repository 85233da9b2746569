/**
 * Each Playwright worker's own servers: a sandbox on ephemeral ports (control interface on, its clock starting at
 * `SANDBOX_START`) and the built dashboard on another, whose `config.json` names that sandbox. Workers share nothing,
 * so the suite runs with as many workers as the machine has cores.
 */
import { readFileSync } from 'node:fs';
import { parseRuntimeConfig } from '../../src/config/runtime-schema';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { startDashboardServer } from './dashboard-server';
import { e2eStart } from './start';

export type WorkerServers = {
  /** The built dashboard, e.g. `http://localhost:41234`; Playwright's `baseURL`. */
  dashboardUrl: string;
  /** The data API (`{base_url}`), control interface included. */
  apiUrl: string;
  /** The authorization server (`{auth_url}`). */
  authUrl: string;
  /** MQTT over WebSocket. */
  mqttUrl: string;
  sandbox: Sandbox;
  close(): Promise<void>;
};

let current: WorkerServers | undefined;

/** This worker's servers, for helpers in `e2e/support/` (specs take the `apiUrl`, `authUrl`, … fixtures instead). */
export function workerServers(): WorkerServers {
  if (!current) throw new Error('No e2e servers in this worker: import `test` from e2e/fixtures.ts');
  return current;
}

/** `env`: more sandbox settings, e.g. `SANDBOX_HISTORY_DAYS` for the trends benchmark. */
export async function startWorkerServers(env: Record<string, string> = {}): Promise<WorkerServers> {
  const dashboard = await startDashboardServer();
  const sandbox = await startSandbox({
    env: { SANDBOX_START: e2eStart(), ...env },
    apiPort: 0,
    authPort: 0,
    control: true,
    rateLimit: 2000,
    dashboardOrigin: dashboard.origin,
  }).catch(async (err: unknown) => {
    await dashboard.close();
    throw err;
  });
  // The shipped config with this worker's addresses in place of the default ones.
  const shipped = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
  dashboard.configure(
    parseRuntimeConfig({
      ...shipped,
      apiBaseUrl: sandbox.apiUrl,
      authUrl: sandbox.authUrl,
      redirectUri: `${dashboard.origin}/callback`,
      mqttUrl: sandbox.stream.brokerUrl,
      cspReportUrl: `${sandbox.apiUrl}/csp-reports`,
    }),
  );
  current = {
    dashboardUrl: dashboard.origin,
    apiUrl: sandbox.apiUrl,
    authUrl: sandbox.authUrl,
    mqttUrl: sandbox.stream.brokerUrl,
    sandbox,
    close: async () => {
      current = undefined;
      await Promise.all([sandbox.close(), dashboard.close()]);
    },
  };
  return current;
}
