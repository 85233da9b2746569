import { Parser } from '@asyncapi/parser';
import { describe, expect, it } from 'vitest';
import { buildAsyncApiDocument } from './asyncapi';
import { Charger } from './chargers';
import { STREAM_CATEGORIES } from './stream';

const doc = buildAsyncApiDocument({ apiUrl: 'http://localhost:4000', maxPacketBytes: 20480 });

describe('the AsyncAPI document of the stream', () => {
  it('is valid AsyncAPI 3.0 (@asyncapi/parser reports no error)', async () => {
    const diagnostics = await new Parser().validate(doc);
    const errors = diagnostics.filter((d) => d.severity === 0);
    expect(errors.map((d) => `${d.path.join('.')}: ${d.message}`)).toEqual([]);
  });
  it('has one channel per stream category (vehicles/{vin}/{category}) and chargers/{chargerId}, each with a receive operation', async () => {
    const { document } = await new Parser().parse(doc);
    expect(document).toBeDefined();
    const addresses = document!
      .channels()
      .all()
      .map((c) => c.address());
    expect(addresses.sort()).toEqual(
      [...STREAM_CATEGORIES.map((c) => `vehicles/{vin}/${c}`), 'chargers/{chargerId}'].sort(),
    );
    const operations = document!.operations().all();
    expect(operations).toHaveLength(STREAM_CATEGORIES.length + 1);
    for (const op of operations) expect(op.action()).toBe('receive');
  });
  it('derives the server from the API URL and describes the DPoP-in-CONNECT security scheme', () => {
    expect(doc.servers).toMatchObject({ sandbox: { host: 'localhost:4000', pathname: '/mqtt', protocol: 'ws' } });
    expect(buildAsyncApiDocument({ apiUrl: 'https://api.example.com' }).servers).toMatchObject({
      sandbox: { host: 'api.example.com', protocol: 'wss' },
    });
    const scheme = (doc.components as { securitySchemes: Record<string, { type: string; description: string }> })
      .securitySchemes.dpopConnect!;
    expect(scheme.type).toBe('userPassword');
    expect(scheme.description).toMatch(/password.*access token/);
    expect(scheme.description).toMatch(/username.*DPoP proof/);
  });
  it('takes its payload schemas from the contract’s zod schemas', () => {
    const schemas = (doc.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas;
    expect(Object.keys(schemas.SignalsBody!.properties)).toEqual(['vin', 'signals']);
    expect(Object.keys(schemas.EvBody!.properties)).toEqual(['vin', 'signals', 'chargingSession']);
    expect(Object.keys(schemas.Alert!.properties)).toContain('raisedAt');
    expect(Object.keys(schemas.Charger!.properties)).toEqual(Object.keys(Charger.shape));
  });
});
