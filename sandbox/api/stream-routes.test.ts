import { describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '../../contract';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

describe('the stream’s routes on the data API', () => {
  it('GET /asyncapi.json serves the AsyncAPI 3.0 document for this API’s host', async () => {
    const h = await harness(simulator);
    const res = await h.inject({ url: '/asyncapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      asyncapi: '3.0.0',
      servers: { sandbox: { host: 'localhost:4000', pathname: '/mqtt', protocol: 'ws' } },
    });
  });
  it('POST /control/stream/disconnect validates its body, and says so when no broker is attached (409)', async () => {
    const h = await harness(simulator);
    const post = (payload: unknown) =>
      h.inject({ method: 'POST', url: '/control/stream/disconnect', payload: payload as object });
    const bad = await post({ vin: 'x', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().type).toBe(ERROR_TYPES.validation);
    expect((await post({})).statusCode).toBe(409);
    const calls: unknown[] = [];
    const wired = await harness(simulator, {
      stream: { disconnect: (s) => (calls.push(s), 2), maxPacketBytes: 1024 },
    });
    const ok = await wired.inject({
      method: 'POST',
      url: '/control/stream/disconnect',
      payload: { vin: 'SDXE1S2A2RA100001' },
    });
    expect(ok.json()).toEqual({ disconnected: 2 });
    expect(calls).toEqual([{ vin: 'SDXE1S2A2RA100001' }]);
  });
  it('POST /control/stream/disconnect is absent without control (404)', async () => {
    const h = await harness(simulator, { control: false });
    expect((await h.inject({ method: 'POST', url: '/control/stream/disconnect', payload: {} })).statusCode).toBe(404);
  });
});
