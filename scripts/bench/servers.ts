import { spawn, type ChildProcess } from 'node:child_process';

/** The sandbox (control interface on) and the built dashboard's preview server, as `playwright.config.ts` runs them. */
export async function startServers(): Promise<() => Promise<void>> {
  const children: ChildProcess[] = [
    spawn('npx', ['tsx', 'sandbox/server.ts'], {
      env: { ...process.env, SANDBOX_CONTROL: '1', SANDBOX_RATE_LIMIT: '2000' },
      stdio: 'ignore',
      detached: true,
    }),
    spawn('npx', ['vite', 'preview'], { stdio: 'ignore', detached: true }),
  ];
  const stop = async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.pid === undefined) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  try {
    await Promise.all(['http://localhost:4000/health', 'http://localhost:5173/'].map((url) => up(url)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function up(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
