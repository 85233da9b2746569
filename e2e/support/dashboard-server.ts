/** The built dashboard (`dist/`) served as `vite preview` serves it, with a `config.json` naming one worker's sandbox. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { securityHeaders } from '../../src/config/runtime-csp';
import { builtInlineHashes } from '../../scripts/inline-shell';
import type { RuntimeConfig } from '../../src/config/runtime';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export type DashboardServer = {
  /** `http://localhost:<port>`: known before the config, so the sandbox can be told its CORS and redirect origin. */
  origin: string;
  /** Sets the `config.json` the app reads at start (and the CSP derived from it). */
  configure(config: RuntimeConfig): void;
  close(): Promise<void>;
};

/** Listens on an ephemeral port; answers 503 until `configure` is called. */
export async function startDashboardServer(dist = resolve('dist')): Promise<DashboardServer> {
  let config: RuntimeConfig | undefined;
  let headers: Record<string, string> = {};
  // The CSP allows the built page's inline shell script by its hash.
  const inline = builtInlineHashes(dist);
  const server: Server = createServer((req, res) => {
    if (!config) return void res.writeHead(503, { 'retry-after': '1' }).end();
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (path === '/config.json') {
      res.writeHead(200, { ...headers, 'content-type': TYPES['.json'], 'cache-control': 'no-cache' });
      return void res.end(JSON.stringify(config));
    }
    const file = normalize(join(dist, path));
    void serveFile(file.startsWith(dist) ? file : dist).then((found) => found || serveFile(join(dist, 'index.html')));
    async function serveFile(name: string): Promise<boolean> {
      const info = await stat(name).catch(() => undefined);
      if (!info?.isFile()) return false;
      res.writeHead(200, {
        ...headers,
        'content-type': TYPES[extname(name)] ?? 'application/octet-stream',
        'content-length': info.size,
        'cache-control': name.includes(`${dist}/assets/`) ? 'max-age=31536000, immutable' : 'no-cache',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(name).pipe(res);
      return true;
    }
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, 'localhost', () => done());
  });
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    configure(next) {
      config = next;
      headers = securityHeaders(next, inline);
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
