/** Every answer of the chargers' endpoints is what the OpenAPI document says, member for member (objects closed). */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHARGER_EXAMPLES } from '../../contract/openapi/charger-paths';
import { createSimulator } from '../sim';
import { CHARGER_URLS, FLEET_CHARGER } from './charger-test-helpers';
import { OWNER2, SUPPORT } from './endpoint-test-helpers';
import { documentSchemas, type DocumentSchemas } from './openapi-test-helpers';
import { harness, type Harness, type TokenOptions } from './testing';

let h: Harness;
let schemas: DocumentSchemas;
beforeAll(async () => {
  h = await harness((clock) => createSimulator({ clock }));
  schemas = documentSchemas((await h.inject({ url: '/openapi.json' })).json());
});

const expectDocumented = (res: LightMyRequestResponse, path: string) => {
  const parsed = schemas.body(path, 'get', res.statusCode).safeParse(res.json());
  expect(parsed.error?.issues ?? [], `GET ${res.raw.req.url} → ${res.statusCode}`).toEqual([]);
};

const CALLERS: [string, TokenOptions][] = [
  ['owner', {}],
  ['owner2', OWNER2],
  ['fleet client', FLEET_CHARGER],
  ['support agent', SUPPORT],
  ['no charger:read', { claims: { scope: 'vehicle:read' } }],
];

describe('charger bodies carry no member beyond the OpenAPI document’s schema', () => {
  it.each(CHARGER_URLS)('%s for every caller (200s and their problems)', async (path, url) => {
    const statuses = new Set<number>();
    for (const [, tokenOptions] of CALLERS) {
      const res = await h.get(url, { tokenOptions });
      expectDocumented(res, path);
      statuses.add(res.statusCode);
    }
    expect(statuses.has(200)).toBe(true);
    expectDocumented(await h.inject({ url }), path);
    expectDocumented(await h.get(`${url.split('?')[0]}?size=0&nope=1`), path);
  });
  it('a wrong member is refused by those schemas (the check can fail)', async () => {
    const [path, url] = CHARGER_URLS[1]!;
    const body = (await h.get(url)).json();
    expect(schemas.body(path, 'get', 200).safeParse({ ...body, extra: true }).success).toBe(false);
    const connector = { ...body.connectors[0], status: 'Charging' };
    expect(schemas.body(path, 'get', 200).safeParse({ ...body, connectors: [connector] }).success).toBe(false);
  });
  it('the document’s examples are valid bodies', () => {
    const [list, one, sessions] = CHARGER_URLS.map(([path]) => path);
    const page = <T>(content: T[]) => ({ content, page: { number: 0, size: 20, totalElements: 1, totalPages: 1 } });
    expect(schemas.body(list!, 'get', 200).safeParse(page([CHARGER_EXAMPLES.charger])).success).toBe(true);
    expect(schemas.body(one!, 'get', 200).safeParse(CHARGER_EXAMPLES.charger).success).toBe(true);
    expect(schemas.body(sessions!, 'get', 200).safeParse(page([CHARGER_EXAMPLES.session])).success).toBe(true);
  });
});
