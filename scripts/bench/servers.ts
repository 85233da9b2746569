import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testStart } from '../../sandbox/test-clock';

/**
 * Its own ports (not the e2e tests' 4000/4001/5173, so a test run elsewhere cannot answer for it): the sandbox with
 * its control interface, and the built dashboard served by `vite preview` from a copy of `dist` whose config.json
 * (and so the CSP `vite.config.ts` computes from `public/config.json`) names these ports.
 */
export const PORTS = { api: 4100, auth: 4101, dashboard: 5273 };
export const API = `http://localhost:${PORTS.api}`;
export const AUTH = `http://localhost:${PORTS.auth}`;
export const DASHBOARD = `http://localhost:${PORTS.dashboard}`;

function previewRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'vds-bench-site-'));
  cpSync(process.env.BENCH_DIST ?? 'dist', join(root, 'dist'), { recursive: true });
  const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
  Object.assign(config, {
    apiBaseUrl: API,
    authUrl: AUTH,
    redirectUri: `${DASHBOARD}/callback`,
    mqttUrl: `ws://localhost:${PORTS.api}/mqtt`,
    cspReportUrl: `${API}/csp-reports`,
  });
  const json = JSON.stringify(config, null, 2);
  writeFileSync(join(root, 'dist', 'config.json'), json);
  mkdirSync(join(root, 'public'));
  writeFileSync(join(root, 'public', 'config.json'), json);
  return root;
}

/**
 * The bench sandbox's start: the run's `SANDBOX_START` may be a UTC time of day (`00:40`), which only the test clock
 * reads (the sandbox refuses it), so the sandbox gets the instant the test clock makes of it, on the real date as for
 * the e2e sandboxes (the browser counts date ranges from its own today). Unset: the sandbox runs on the real clock.
 */
export function sandboxStart(value: string | undefined, now: number): { SANDBOX_START?: string } {
  return value?.trim() ? { SANDBOX_START: new Date(testStart(value, now)).toISOString() } : {};
}

export async function startServers(): Promise<() => Promise<void>> {
  for (const url of [`${API}/health`, DASHBOARD])
    if (await answers(url)) throw new Error(`${url} already answers: another server holds the bench's ports`);
  const root = previewRoot();
  const children: ChildProcess[] = [
    spawn('npx', ['tsx', 'sandbox/server.ts'], {
      env: {
        ...process.env,
        SANDBOX_CONTROL: '1',
        SANDBOX_RATE_LIMIT: '2000',
        API_PORT: String(PORTS.api),
        AUTH_PORT: String(PORTS.auth),
        API_URL: API,
        AUTH_URL: AUTH,
        DASHBOARD_ORIGIN: DASHBOARD,
        SANDBOX_START: undefined,
        ...sandboxStart(process.env.SANDBOX_START, Date.now()),
      },
      stdio: 'ignore',
      detached: true,
    }),
    spawn(
      resolve('node_modules/.bin/vite'),
      ['preview', '--config', resolve('vite.config.ts'), '--port', String(PORTS.dashboard), '--strictPort'],
      { cwd: root, stdio: 'ignore', detached: true },
    ),
  ];
  // Whatever ends this process (an uncaught error included), the servers end with it.
  const killAll = () => {
    for (const child of children)
      if (child.exitCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
  };
  process.once('exit', killAll);
  const stop = async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.pid === undefined) continue;
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await Promise.all([`${API}/health`, DASHBOARD].map((url) => up(url)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function up(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (Date.now() > until) throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 300));
  }
}
