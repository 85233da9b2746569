import { describe, expect, it } from 'vitest';
import { CHARGER_ID_PATTERN, CHARGER_PATH, CHARGER_SESSIONS_PATH, CHARGERS_PATH } from '../chargers';
import { CHARGER_SESSIONS_QUERY, CHARGERS_QUERY } from '../list-queries';
import { buildOpenApiDocument } from './index';

type Obj = Record<string, unknown>;
const doc = buildOpenApiDocument({ apiUrl: 'http://localhost:4000', authUrl: 'http://localhost:4001' });
const get = (path: string) => doc.paths[path]!.get as Obj;
const deref = (p: Obj) =>
  typeof p.$ref === 'string'
    ? ((doc.components as { parameters: Record<string, Obj> }).parameters[p.$ref.split('/').pop()!] as Obj)
    : p;

describe('the chargers in the OpenAPI document', () => {
  it('need DPoP with charger:read, and answer the protected problems', () => {
    for (const path of [CHARGERS_PATH, CHARGER_PATH, CHARGER_SESSIONS_PATH]) {
      expect(get(path).security).toEqual([{ DPoP: ['charger:read'] }]);
      expect(Object.keys(get(path).responses as Obj)).toEqual(['200', '400', '401', '403', '404', '429', '500']);
    }
  });
  it('take the list queries of contract/list-queries.ts, described once', () => {
    const query = (path: string) =>
      (get(path).parameters as Obj[])
        .map(deref)
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
    expect(query(CHARGERS_PATH)).toEqual(Object.keys(CHARGERS_QUERY));
    expect(query(CHARGER_SESSIONS_PATH)).toEqual(Object.keys(CHARGER_SESSIONS_QUERY));
    expect(query(CHARGER_PATH)).toEqual([]);
  });
  it('describe the charger id once, with the contract’s pattern', () => {
    const id = (get(CHARGER_SESSIONS_PATH).parameters as Obj[]).map(deref).find((p) => p.in === 'path')!;
    expect(id).toMatchObject({ name: 'chargerId', required: true });
    expect(new RegExp((id.schema as Obj).pattern as string).source).toBe(CHARGER_ID_PATTERN.source);
  });
});
