import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP_ENDPOINT_NAME, securityHeaders, securityHeadersFromFile } from './runtime-csp';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('security headers of the built app', () => {
  it('limit connect-src to the services of public/config.json and forbid inline script and framing', () => {
    const headers = securityHeadersFromFile(readFileSync('public/config.json', 'utf8'));
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:4000',
      'http://localhost:4001',
      'ws://localhost:4000',
    ]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('report violations to cspReportUrl: report-uri on http, report-uri and report-to on https, nowhere without it', () => {
    const config = JSON.parse(readFileSync('public/config.json', 'utf8'));
    const local = securityHeaders(config);
    expect(directives(local['Content-Security-Policy']!).get('report-uri')).toEqual([
      'http://localhost:4000/csp-reports',
    ]);
    // Chromium would take report-to over report-uri and then send nothing from an http page.
    expect(local['Content-Security-Policy']).not.toContain('report-to');
    expect(local['Reporting-Endpoints']).toBeUndefined();

    const secure = securityHeaders({
      ...config,
      redirectUri: 'https://dash.example.com/callback',
      cspReportUrl: 'https://reports.example.com/csp',
    });
    const csp = directives(secure['Content-Security-Policy']!);
    expect(csp.get('report-uri')).toEqual(['https://reports.example.com/csp']);
    expect(csp.get('report-to')).toEqual([CSP_ENDPOINT_NAME]);
    expect(secure['Reporting-Endpoints']).toBe(`${CSP_ENDPOINT_NAME}="https://reports.example.com/csp"`);

    const { cspReportUrl: _none, ...withoutReports } = config;
    const silent = securityHeaders(withoutReports);
    expect(silent['Content-Security-Policy']).not.toMatch(/report-(uri|to)/);
    expect(silent['Reporting-Endpoints']).toBeUndefined();
  });

  it('names a separate MQTT origin and subdomain tile hosts', () => {
    const csp = directives(
      securityHeaders({
        apiBaseUrl: 'https://api.example.com/base',
        authUrl: 'https://login.example.com',
        clientId: 'dashboard',
        redirectUri: 'https://dash.example.com/callback',
        scopes: ['vehicle:read'],
        mqttUrl: 'wss://stream.example.com/mqtt',
        tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
        tileAttribution: 'x',
      })['Content-Security-Policy']!,
    );
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://login.example.com',
      'wss://stream.example.com',
    ]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://*.tiles.example.com']);
  });
});
