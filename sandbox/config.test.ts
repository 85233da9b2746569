import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      apiPort: 4000,
      authPort: 4001,
      authUrl: 'http://localhost:4001',
      apiUrl: 'http://localhost:4000',
      dashboardOrigin: 'http://localhost:5173',
      control: false,
      accessTokenTtl: 300,
      refreshTokenTtl: 1800,
      dpopNonce: false,
      rateLimit: 120,
      historyDays: 90,
    });
  });
  it('reads every setting', () => {
    const c = loadConfig({
      API_PORT: '5000',
      AUTH_PORT: '5001',
      AUTH_URL: 'https://auth.example',
      API_URL: 'https://api.example/',
      DASHBOARD_ORIGIN: 'https://app.example',
      SANDBOX_CONTROL: '1',
      SANDBOX_ACCESS_TOKEN_TTL: '60',
      SANDBOX_REFRESH_TOKEN_TTL: '600',
      SANDBOX_DPOP_NONCE: '1',
      SANDBOX_RATE_LIMIT: '10',
      SANDBOX_START: '2026-11-20T00:40:00Z',
      SANDBOX_HISTORY_DAYS: '1830',
    });
    expect(c).toMatchObject({
      start: Date.UTC(2026, 10, 20, 0, 40),
      apiPort: 5000,
      authPort: 5001,
      authUrl: 'https://auth.example',
      apiUrl: 'https://api.example',
      control: true,
      dpopNonce: true,
      accessTokenTtl: 60,
      refreshTokenTtl: 600,
      rateLimit: 10,
      historyDays: 1830,
    });
  });
  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        API_PORT: 'eighty',
        AUTH_PORT: '70000',
        AUTH_URL: 'localhost:4001',
        API_URL: 'http://localhost:4000/api',
        DASHBOARD_ORIGIN: 'ftp://x',
        SANDBOX_CONTROL: 'yes',
        SANDBOX_ACCESS_TOKEN_TTL: '-1',
        SANDBOX_REFRESH_TOKEN_TTL: '1.5',
        SANDBOX_DPOP_NONCE: 'true',
        SANDBOX_RATE_LIMIT: '0',
        SANDBOX_START: 'noon',
        SANDBOX_HISTORY_DAYS: '1831',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'API_PORT',
      'AUTH_PORT',
      'AUTH_URL',
      'API_URL',
      'DASHBOARD_ORIGIN',
      'SANDBOX_CONTROL',
      'SANDBOX_ACCESS_TOKEN_TTL',
      'SANDBOX_REFRESH_TOKEN_TTL',
      'SANDBOX_DPOP_NONCE',
      'SANDBOX_RATE_LIMIT',
      'SANDBOX_HISTORY_DAYS',
      'SANDBOX_START',
    ]);
    expect((error as Error).message).toContain('API_PORT must be an integer from 0 to 65535 (got "eighty")');
    expect((error as Error).message).toContain('SANDBOX_HISTORY_DAYS must be an integer from 1 to 1830 (got "1831")');
  });
  it('takes the start instant only as an ISO 8601 instant with its offset', () => {
    expect(loadConfig({ SANDBOX_START: '2026-11-20T12:00:00+01:00' }).start).toBe(Date.UTC(2026, 10, 20, 11));
    for (const bad of ['2026-11-20', '2026-11-20T12:00:00', '1763640000000', '2026-13-40T12:00:00Z'])
      expect(() => loadConfig({ SANDBOX_START: bad }), bad).toThrow(/SANDBOX_START must be an ISO 8601 instant/);
  });
  it('refuses the same port or origin for both servers', () => {
    expect(() => loadConfig({ API_PORT: '4001' })).toThrow(/must differ/);
    expect(() => loadConfig({ API_URL: 'http://localhost:4001' })).toThrow(/different origins/);
  });
});
