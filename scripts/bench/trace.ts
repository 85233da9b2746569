import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';

/** One event of a Chrome trace (the fields the bench reads). */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): the wall time `dur` less the time the thread waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; [key: string]: unknown };
};

/** Starts tracing the page's timeline (what DevTools' Performance panel records), with `more` categories. */
export async function startTrace(cdp: CDPSession, more: string[] = []): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'loading',
        '__metadata',
        ...more,
      ],
    },
  });
}

/** Ends the CDP session's tracing and reads the trace back from its stream. */
export async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e) => resolve((e as { stream: string }).stream)),
  );
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** Chromium as the bench's phone (412 px wide by default), map tiles answered empty. */
export async function launchPhone(userDir: string, width = 412): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    viewport: { width, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (r) => r.fulfill({ status: 204 }));
  return context;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
