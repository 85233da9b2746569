import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '../../contract';
import { CspReportList } from '../../contract/csp-reports';
import { createSimulator } from '../sim';
import { expectProblem } from './endpoint-test-helpers';
import { DASHBOARD, harness, type Harness } from './testing';

/** What Chromium sends to a `report-uri` for a blocked fetch. */
const reportUri = (blocked = 'http://localhost:4002/steal') => ({
  'csp-report': {
    'document-uri': 'http://localhost:5173/vehicles',
    referrer: '',
    'violated-directive': 'connect-src',
    'effective-directive': 'connect-src',
    'original-policy': "default-src 'none'; connect-src 'self'",
    disposition: 'enforce',
    'blocked-uri': blocked,
    'line-number': 12,
    'column-number': 7,
    'source-file': 'http://localhost:5173/assets/index.js',
    'status-code': 200,
    'script-sample': '',
  },
});
/** What Chromium's Reporting API sends to a `report-to` endpoint: a batch, possibly of several types. */
const reportsJson = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://localhost:5173/vehicles',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://localhost:5173/vehicles',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "script-src 'self'",
      disposition: 'enforce',
      statusCode: 200,
      sample: '',
      lineNumber: 1,
    },
  },
  { type: 'deprecation', age: 0, url: 'http://localhost:5173/', body: { id: 'x', message: 'y' } },
];

let h: Harness;
beforeEach(async () => {
  h = await harness((clock) => createSimulator({ clock }));
});
/** A report to `api` (the test's API by default) from `remoteAddress` (inject's own by default). */
const sendTo = (api: Harness, payload: unknown, type = 'application/csp-report', remoteAddress?: string) =>
  api.inject({
    method: 'POST',
    url: '/csp-reports',
    headers: { 'content-type': type },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const send = (payload: unknown, type?: string, remoteAddress?: string) => sendTo(h, payload, type, remoteAddress);
const stored = async () => CspReportList.parse((await h.inject({ url: '/control/csp-reports' })).json());
/** Bad input is a validation problem, a 413 and 415 too (fastify's client errors); a 429 is rate-limited. */
const problem = (res: LightMyRequestResponse, status: number) =>
  expectProblem(res, status, status === 429 ? ERROR_TYPES.rateLimited : ERROR_TYPES.validation);

describe('POST /csp-reports', () => {
  it('keeps a report-uri report (application/csp-report); the same violation again counts up', async () => {
    expect((await send(reportUri())).statusCode).toBe(204);
    expect((await send(reportUri())).statusCode).toBe(204);
    const { reports } = await stored();
    expect(reports).toEqual([
      expect.objectContaining({
        via: 'report-uri',
        documentUrl: 'http://localhost:5173/vehicles',
        blockedUrl: 'http://localhost:4002/steal',
        effectiveDirective: 'connect-src',
        disposition: 'enforce',
        sourceFile: 'http://localhost:5173/assets/index.js',
        lineNumber: 12,
        count: 2,
      }),
    ]);
  });

  it('keeps the csp-violation reports of a Reporting API batch (application/reports+json) and no other type', async () => {
    expect((await send(reportsJson, 'application/reports+json; charset=utf-8')).statusCode).toBe(204);
    const { reports } = await stored();
    expect(reports.map((r) => [r.via, r.effectiveDirective, r.blockedUrl])).toEqual([
      ['reporting-api', 'script-src-elem', 'inline'],
    ]);
  });

  it('answers the Reporting API’s CORS preflight from the dashboard origin', async () => {
    const res = await h.inject({
      method: 'OPTIONS',
      url: '/csp-reports',
      headers: {
        origin: DASHBOARD,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(DASHBOARD);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
  });

  it('bad input is a problem: not JSON, wrong shape (every field named), no reports, deeply nested', async () => {
    problem(await send('{"csp-report":', 'application/csp-report'), 400);
    const shape = problem(
      await send({ 'csp-report': { 'document-uri': 5, 'line-number': -1 } }, 'application/csp-report'),
      400,
    );
    expect(shape.violations!.map((v) => v.field)).toEqual(['csp-report.document-uri', 'csp-report.line-number']);
    problem(await send([], 'application/reports+json'), 400);
    const body = problem(
      await send([{ ...reportsJson[0], body: { documentURL: 'x' } }], 'application/reports+json'),
      400,
    );
    expect(body.violations!.map((v) => v.field)).toEqual(['0.body.effectiveDirective']);
    // Refused for their depth, before their (also wrong) shape is looked at.
    const deepArray = problem(await send('['.repeat(8000) + ']'.repeat(8000), 'application/reports+json'), 400);
    expect(deepArray.detail).toMatch(/nests deeper than 16 levels/);
    const deepObject = `{"csp-report":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`;
    expect(problem(await send(deepObject, 'application/csp-report'), 400).detail).toMatch(/nests deeper than 16/);
    expect((await stored()).reports).toEqual([]);
  });

  it('refuses other media types (415) and bodies over 16 KiB (413), in problem form', async () => {
    problem(await send(reportUri(), 'application/json'), 415);
    problem(await send('x', 'text/plain'), 415);
    problem(await send(reportUri(), 'application/x-www-form-urlencoded'), 415);
    problem(await send(reportUri(`http://localhost:4002/${'a'.repeat(17_000)}`)), 413);
  });

  it('limits each address to 60 reports a minute (429, Retry-After) without refusing another address', async () => {
    for (let i = 0; i < 60; i++) expect((await send(reportUri(`http://x.test/${i}`))).statusCode).toBe(204);
    problem(await send(reportUri()), 429);
    expect((await send(reportUri())).headers['retry-after']).toMatch(/^\d+$/);
    expect((await send(reportUri(), 'application/csp-report', '127.0.0.2')).statusCode).toBe(204);
  });

  it("counts a report against its own limit only: the 429 names that limit, and the API's allowance is untouched", async () => {
    const api = await harness((clock) => createSimulator({ clock }), { rateLimit: { max: 3, windowMs: 60_000 } });
    const post = () => sendTo(api, reportUri(), 'application/csp-report', '127.0.0.3');
    for (let i = 0; i < 60; i++) expect((await post()).statusCode).toBe(204);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('60');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    const health = await api.inject({ url: '/health', remoteAddress: '127.0.0.3' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-ratelimit-limit']).toBe('3');
    expect(health.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('the control calls list and forget the reports (named ones, or all); without control there are none, and reports are still taken', async () => {
    await send(reportUri('http://a.test/'));
    await send(reportUri('http://b.test/'));
    const [a] = (await stored()).reports;
    problem(await h.inject({ method: 'DELETE', url: '/control/csp-reports?ids=all' }), 400);
    const one = await h.inject({ method: 'DELETE', url: `/control/csp-reports?ids=${a!.id},csp-999` });
    expect(one.json()).toEqual({ cleared: 1 });
    expect((await stored()).reports.map((r) => r.blockedUrl)).toEqual(['http://b.test/']);
    expect((await h.inject({ method: 'DELETE', url: '/control/csp-reports' })).json()).toEqual({ cleared: 1 });
    expect((await stored()).reports).toEqual([]);
    const off = await harness((clock) => createSimulator({ clock }), { control: false });
    expect((await off.inject({ url: '/control/csp-reports' })).statusCode).toBe(404);
    expect((await sendTo(off, reportUri())).statusCode).toBe(204);
  });
});
