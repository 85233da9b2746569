/** The control interface (SANDBOX_CONTROL=1): scenarios and the clock, validated like every other input. */
import { beforeEach, describe, expect, it } from 'vitest';
import { AlertPage, ERROR_TYPES } from '../../contract';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { expectProblem, V } from './endpoint-test-helpers';
import { harness, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
});

describe('control interface', () => {
  const post = (hh: Harness, url: string, payload: unknown) =>
    hh.inject({ method: 'POST', url, payload: payload as object });

  it('is 404 when control is off', async () => {
    const off = await harness(simulator, { control: false });
    expectProblem(await post(off, '/control/scenarios', { kind: 'reset' }), 404, ERROR_TYPES.notFound);
    expectProblem(await post(off, '/control/clock', { advanceMs: 1 }), 404, ERROR_TYPES.notFound);
  });
  it('lists the scenario kinds and simulated VINs', async () => {
    const res = await h.inject({ url: '/control/scenarios' });
    expect(res.statusCode).toBe(200);
    expect(res.json().kinds).toEqual([
      'tyre-losing-pressure',
      'charge-start',
      'charge-stop',
      'alert-raise',
      'alert-clear',
      'drive',
      'park',
      'door-open',
      'door-close',
      'hostile-strings',
      'charger-connector-fault',
      'trouble-code-raise',
      'trouble-code-clear',
      'trouble-codes-erase',
      'reset',
    ]);
    expect(res.json().vins).toContain(V);
  });
  it('a raised alert shows in the alerts endpoint', async () => {
    const raised = await post(h, '/control/scenarios', {
      kind: 'alert-raise',
      vin: V,
      code: 'TEST-42',
      severity: 'critical',
      title: 'Test alert',
    });
    expect(raised.statusCode).toBe(200);
    const page = AlertPage.parse(
      (await h.get(`/v1/vehicles/${V}/alerts?active=true&severity=critical&size=100`)).json(),
    );
    expect(page.content.map((a) => a.code)).toContain('TEST-42');
  });
  it('applies a valid scenario', async () => {
    const res = await post(h, '/control/scenarios', { kind: 'charge-start', vin: V, powerKW: 11 });
    expect(res.statusCode).toBe(200);
    expect(res.json().applied).toEqual({ kind: 'charge-start', vin: V, powerKW: 11 });
  });
  it.each([
    [{ kind: 'explode', vin: V }, 'kind'],
    [{ kind: 'tyre-losing-pressure', vin: V, wheel: 'Row9.Left' }, 'wheel'],
    [{ kind: 'alert-raise', vin: V, code: 'X', severity: 'urgent' }, 'severity'],
    [{ kind: 'reset', extra: 1 }, 'body'],
  ])('a malformed scenario is 400 with violations (%j)', async (payload, field) => {
    const body = expectProblem(await post(h, '/control/scenarios', payload), 400, ERROR_TYPES.validation);
    expect(body.violations!.map((v) => v.field)).toContain(field);
  });
  it('a scenario the simulator rejects (ScenarioError) is 422', async () => {
    expectProblem(
      await post(h, '/control/scenarios', { kind: 'park', vin: 'SDXE1S2A2RA999999' }),
      422,
      '/errors/scenario-rejected',
    );
  });
  it('malformed JSON is a 400 problem, another media type a 415 problem', async () => {
    expectProblem(
      await h.inject({
        method: 'POST',
        url: '/control/scenarios',
        headers: { 'content-type': 'application/json' },
        payload: '{"kind":',
      }),
      400,
      ERROR_TYPES.validation,
    );
    expectProblem(
      await h.inject({
        method: 'POST',
        url: '/control/scenarios',
        headers: { 'content-type': 'application/xml' },
        payload: '<reset/>',
      }),
      415,
      ERROR_TYPES.validation,
    );
  });
  it.each([
    ['/control/scenarios', 33],
    ['/control/clock', 5_000],
    ['/control/stream/disconnect', 10_000],
  ])('a JSON body nested too deeply is a 400 problem, never a 500 (%s, depth %i)', async (url, depth) => {
    for (const payload of [
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `{"kind":"reset","x":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    ]) {
      const res = await h.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
      expect(expectProblem(res, 400, ERROR_TYPES.validation).detail).toMatch(/nests deeper than 32 levels/);
    }
  });
  it('nesting up to the limit, and brackets inside strings, are parsed and validated as usual', async () => {
    const nested = await post(
      h,
      '/control/scenarios',
      JSON.parse(`{"kind":"reset","x":${'['.repeat(31)}${']'.repeat(31)}}`),
    );
    expect(expectProblem(nested, 400, ERROR_TYPES.validation).violations!.map((v) => v.field)).toEqual(['body']);
    const title = `"${'['.repeat(40)}\\"${'{'.repeat(40)}`;
    const raised = await post(h, '/control/scenarios', {
      kind: 'alert-raise',
      vin: V,
      code: 'T-1',
      severity: 'info',
      title,
    });
    expect(raised.statusCode).toBe(200);
  });
  it('moves a manual clock (advance and set)', async () => {
    const start = h.clock.now();
    const advanced = await post(h, '/control/clock', { advanceMs: 60_000 });
    expect(advanced.statusCode).toBe(200);
    expect(h.clock.now()).toBe(start + 60_000);
    const set = await post(h, '/control/clock', { set: '2026-12-24T18:00:00.000Z' });
    expect(set.json()).toEqual({ now: '2026-12-24T18:00:00.000Z', adjustable: true });
    expect((await h.inject({ url: '/control/clock' })).json().now).toBe('2026-12-24T18:00:00.000Z');
  });
  it('refuses to move a clock that cannot move (409) and validates the command (400)', async () => {
    const fixed = await harness(simulator, { clock: { now: () => Date.UTC(2026, 10, 20, 12) } });
    expectProblem(await post(fixed, '/control/clock', { advanceMs: 1000 }), 409, '/errors/conflict');
    expectProblem(await post(h, '/control/clock', { advanceMs: -5 }), 400, ERROR_TYPES.validation);
  });
});
