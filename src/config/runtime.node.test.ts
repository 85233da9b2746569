import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigError, loadRuntimeConfig, getConfig } from './runtime';
import { parseRuntimeConfig } from './runtime-schema';

const valid = {
  apiBaseUrl: 'http://localhost:4000',
  authUrl: 'http://127.0.0.1:4001',
  clientId: 'dashboard',
  redirectUri: 'http://[::1]:5173/callback',
  scopes: ['vehicle:read', 'charger:read'],
  mqttUrl: 'ws://localhost:4000/mqtt',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap contributors',
};

function problemsOf(input: unknown): string[] {
  try {
    parseRuntimeConfig(input);
  } catch (error) {
    if (error instanceof RuntimeConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('runtime config', () => {
  it('accepts loopback http and https elsewhere', () => {
    expect(problemsOf(valid)).toEqual([]);
    expect(
      problemsOf({ ...valid, apiBaseUrl: 'https://api.example.com', mqttUrl: 'wss://api.example.com/mqtt' }),
    ).toEqual([]);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      ...valid,
      apiBaseUrl: 'http://api.example.com',
      authUrl: 'not a url',
      clientId: '',
      scopes: [],
      mqttUrl: 'http://localhost:4000/mqtt',
      tileUrl: 'https://tiles.example/{z}.png',
      tileAttribution: undefined,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^apiBaseUrl: http:\/\/ is allowed only for localhost/),
      expect.stringMatching(/^authUrl: "not a url" is not an absolute URL/),
      expect.stringMatching(/^clientId: /),
      expect.stringMatching(/^scopes: /),
      expect.stringMatching(/^mqttUrl: must use wss:/),
      expect.stringMatching(/^tileUrl: must contain the placeholder \{x\}/),
      expect.stringMatching(/^tileUrl: must contain the placeholder \{y\}/),
      expect.stringMatching(/^tileAttribution: /),
    ]);
  });

  it('names the wrong type of each field, each scope by its index, and the poll interval outside 1–3600 s', () => {
    expect(problemsOf([valid])).toEqual(['config.json: must be a JSON object, not array']);
    expect(problemsOf(null)).toEqual(['config.json: must be a JSON object, not null']);
    expect(
      problemsOf({
        ...valid,
        apiBaseUrl: 4000,
        clientId: null,
        scopes: ['vehicle:read', 'two words', 7],
        mqttUrl: null,
        livePollSeconds: 0.5,
        cspReportUrl: ['http://localhost:4000/csp-reports'],
      }),
    ).toEqual([
      'apiBaseUrl: must be a string, not number',
      'clientId: must be a string, not null',
      'scopes.1: must be a scope token without spaces or quotes',
      'scopes.2: must be a string, not number',
      'mqttUrl: must be a string, not null',
      'livePollSeconds: must be a whole number',
      'livePollSeconds: must be at least 1',
      'cspReportUrl: must be a string, not array',
    ]);
    expect(problemsOf({ ...valid, scopes: 'vehicle:read', livePollSeconds: 3601 })).toEqual([
      'scopes: must be an array, not string',
      'livePollSeconds: must be at most 3600',
    ]);
    expect(problemsOf({ ...valid, livePollSeconds: '30' })).toEqual(['livePollSeconds: must be a number, not string']);
  });

  it('keeps the known fields only, and the optional ones when given', () => {
    const { mqttUrl: _, ...withoutStream } = valid;
    expect(parseRuntimeConfig({ ...withoutStream, extra: 'dropped' })).toEqual(withoutStream);
    expect(parseRuntimeConfig({ ...valid, livePollSeconds: 30 })).toEqual({ ...valid, livePollSeconds: 30 });
  });

  it("requires the redirect URI on the page's own origin", () => {
    expect(() => parseRuntimeConfig(valid, 'http://localhost:5173')).toThrow(
      /redirectUri: must be on this dashboard's origin http:\/\/localhost:5173, not http:\/\/\[::1\]:5173/,
    );
    expect(parseRuntimeConfig(valid, 'http://[::1]:5173').redirectUri).toBe(valid.redirectUri);
  });

  it('refuses javascript: and file: URLs', () => {
    expect(problemsOf({ ...valid, apiBaseUrl: 'javascript:alert(1)', authUrl: 'file:///etc/passwd' })).toHaveLength(2);
  });

  it('loads /config.json and reports an unreadable one', async () => {
    await expect(loadRuntimeConfig(async () => Response.json(valid))).resolves.toMatchObject({ clientId: 'dashboard' });
    expect(getConfig().apiBaseUrl).toBe('http://localhost:4000');
    await expect(
      loadRuntimeConfig(async () => new Response('nope', { status: 404, statusText: 'Not Found' })),
    ).rejects.toMatchObject({
      problems: ['config.json: the server answered 404 Not Found'],
    });
    await expect(loadRuntimeConfig(async () => new Response('{', { status: 200 }))).rejects.toMatchObject({
      problems: ['config.json: is not valid JSON'],
    });
  });

  it('an offline start uses the last configuration that loaded; without one it says it is offline', async () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    });
    try {
      const offline = async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      };
      await expect(loadRuntimeConfig(offline)).rejects.toMatchObject({ offline: true });
      await loadRuntimeConfig(async () => Response.json({ ...valid, clientId: 'kept' }));
      // A server error is not an offline start: the kept copy does not hide it.
      await expect(loadRuntimeConfig(async () => new Response('', { status: 503 }))).rejects.toMatchObject({
        offline: false,
      });
      await expect(loadRuntimeConfig(offline)).resolves.toMatchObject({ clientId: 'kept' });
      expect(getConfig().clientId).toBe('kept');
      items.set('vds-runtime-config', JSON.stringify({ ...valid, apiBaseUrl: 'javascript:alert(1)' }));
      await expect(loadRuntimeConfig(offline)).rejects.toMatchObject({ offline: true });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
