/** The faults that only a real socket shows: a dropped connection and a truncated body. */
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FaultsState } from '../../contract/control';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { API, dpopProof, harness, type Harness } from './testing';

const STATUS = `/v1/vehicles/${VINS.evSedan}/status`;

let h: Harness;
let base: string;
beforeEach(async () => {
  h = await harness((clock: Clock) => createSimulator({ clock }));
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterEach(() => h.app.close());

/** A real HTTP GET with fresh credentials (the proof names the API's public URL, as a browser's would). */
async function get(path: string): Promise<Response> {
  const token = await h.token();
  const proof = await dpopProof(h.key, token, path, h.clock.now(), { htu: `${API}${path}` });
  return fetch(`${base}${path}`, { headers: { authorization: `DPoP ${token}`, dpop: proof } });
}

const setFaults = (body: object) =>
  fetch(`${base}/control/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('fault control on a real socket', () => {
  it('drops the connection without an answer, for the next N requests only', async () => {
    expect((await setFaults({ dropConnection: { next: 1 } })).status).toBe(200);
    await expect(get(STATUS)).rejects.toThrow(/fetch failed/);
    expect((await get(STATUS)).status).toBe(200);
    const state = (await (await fetch(`${base}/control/faults`)).json()) as FaultsState;
    expect(state).toMatchObject({ applied: { dropConnection: 1 }, remaining: { dropConnection: 0 } });
  });

  it('truncates a body: the headers promise the full length, the connection closes halfway', async () => {
    await setFaults({ truncatedBody: { next: 1 } });
    const res = await get(STATUS);
    expect(res.status).toBe(200);
    const promised = Number(res.headers.get('content-length'));
    expect(promised).toBeGreaterThan(100);
    await expect(res.text()).rejects.toThrow();
    const whole = await get(STATUS);
    expect(JSON.parse(await whole.text())).toMatchObject({ vin: VINS.evSedan });
  });
});
