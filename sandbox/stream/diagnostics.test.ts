/** The stream topic `vehicles/{vin}/diagnostics`: the REST body, published when a code changes, as AsyncAPI says. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildAsyncApiDocument } from '../../contract/asyncapi';
import { streamTopic } from '../../contract/stream';
import { defaultDiagnosticsBody } from '../api/seam';
import { VINS } from '../fleet';
import { setup } from '../sim/test-helpers';
import { startPublisher } from './publisher';

type JsonSchema = Parameters<typeof z.fromJSONSchema>[0];
const doc = buildAsyncApiDocument({ apiUrl: 'http://localhost:4000' });
const schemas = (doc.components as { schemas: Record<string, JsonSchema> }).schemas;
const payloadSchema = z.fromJSONSchema(schemas.DiagnosticsBody!);

function publisher() {
  const { sim, clock } = setup();
  const sent: { topic: string; body: unknown }[] = [];
  const p = startPublisher({
    simulator: sim,
    publish: (topic, payload) => sent.push({ topic, body: JSON.parse(payload.toString()) }),
    intervalMs: 3_600_000,
    onError: (err) => {
      throw err;
    },
  });
  p.stop();
  const tick = (ms = 1000) => {
    const from = sent.length;
    clock.advance(ms);
    p.tick();
    return sent.slice(from);
  };
  return { sim, sent, tick };
}

describe('vehicles/{vin}/diagnostics', () => {
  it('starts with the REST body of the default query, valid against the AsyncAPI payload schema', () => {
    const { sim, sent } = publisher();
    const topic = streamTopic(VINS.evSuv, 'diagnostics');
    const first = sent.find((s) => s.topic === topic)!;
    expect(first.body).toEqual(defaultDiagnosticsBody(VINS.evSuv, sim.diagnostics(VINS.evSuv)!));
    expect(payloadSchema.safeParse(first.body).error?.issues ?? []).toEqual([]);
    expect(sent.some((s) => s.topic === streamTopic(VINS.petrol, 'diagnostics'))).toBe(false);
  });

  it('publishes when a code is raised and cleared, and not otherwise', () => {
    const { sim, tick } = publisher();
    const vin = VINS.evSedan;
    const topic = streamTopic(vin, 'diagnostics');
    expect(tick().filter((s) => s.topic === topic)).toEqual([]);
    sim.apply({ kind: 'trouble-code-raise', vin, code: 'U0100' });
    const raised = tick().filter((s) => s.topic === topic);
    expect(raised).toHaveLength(1);
    const body = raised[0]!.body as { troubleCodes: { code: string; status: string }[] };
    expect(body.troubleCodes.find((c) => c.code === 'U0100')?.status).toBe('active');
    expect(payloadSchema.safeParse(body).success).toBe(true);
    sim.apply({ kind: 'trouble-code-clear', vin, code: 'U0100' });
    const cleared = tick().filter((s) => s.topic === topic);
    expect(cleared).toHaveLength(1);
    expect((cleared[0]!.body as typeof body).troubleCodes.find((c) => c.code === 'U0100')?.status).toBe('stored');
  });

  it('the AsyncAPI payload schema refuses extra members, like the OpenAPI one', () => {
    const { sim } = publisher();
    const body = defaultDiagnosticsBody(VINS.evSuv, sim.diagnostics(VINS.evSuv)!);
    expect(payloadSchema.safeParse({ ...body, extra: 1 }).success).toBe(false);
    const [code] = body.troubleCodes;
    expect(payloadSchema.safeParse({ ...body, troubleCodes: [{ ...code, mileage: 1 }] }).success).toBe(false);
  });
});
