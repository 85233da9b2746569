import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALERTS_QUERY, JOURNEYS_QUERY } from '../list-queries';
import {
  anyOf,
  instant,
  oneOf,
  paging,
  type ParamDescription,
  type QueryDescription,
  type QueryState,
} from './describe';
import { parseQuery, readSearchParams } from './read';
import { toRequestQuery, toSearchParams } from './write';

/** Any state a description allows, built from the description itself. */
function stateOf<D extends QueryDescription>(description: D): fc.Arbitrary<QueryState<D>> {
  const valueOf = (p: ParamDescription): fc.Arbitrary<unknown> => {
    switch (p.kind) {
      case 'integer':
        return fc.integer({ min: p.min, max: p.max });
      case 'boolean':
        return fc.boolean();
      case 'instant':
        return fc
          .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'enum':
        return p.repeatable ? fc.subarray([...p.values], { minLength: 1 }) : fc.constantFrom(...p.values);
      case 'sort':
        return fc.array(fc.record({ field: fc.constantFrom(...p.fields), direction: fc.constantFrom('asc', 'desc') }), {
          minLength: 1,
          maxLength: 3,
        });
    }
  };
  const shape = Object.fromEntries(
    Object.entries(description).map(([name, p]) => [
      name,
      'default' in p ? valueOf(p) : fc.option(valueOf(p), { nil: undefined }),
    ]),
  );
  return fc.record(shape).map((raw) => {
    const state = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
    for (const [name, p] of Object.entries(description))
      if (p.kind === 'instant' && p.notAfter && state[name] !== undefined && state[p.notAfter] !== undefined)
        if ((state[name] as string) > (state[p.notAfter] as string)) delete state[name];
    return state as QueryState<D>;
  });
}

/** The next lists (DESIGN §3) take the same path: trouble codes, and a charger's sessions with `fields` as in journeys. */
const TROUBLE_CODES_QUERY = {
  ...paging(['lastSeen', 'code', 'occurrences'], 'lastSeen,desc', 'code,asc'),
  status: anyOf(['active', 'pending', 'stored', 'permanent'], 'Filter by status.'),
};
const CHARGER_SESSIONS_QUERY = {
  ...paging(['startTime', 'energyKWh'], 'startTime,desc'),
  from: instant('Sessions starting at or after.', { notAfter: 'to' }),
  to: instant('Sessions starting at or before.'),
  fields: oneOf(['summary'], 'Leave out the details.'),
};

describe.each([
  ['alerts', ALERTS_QUERY],
  ['journeys', JOURNEYS_QUERY],
  ['trouble codes (a future list)', TROUBLE_CODES_QUERY],
  ['charger sessions (a future list)', CHARGER_SESSIONS_QUERY],
] as const)('the %s query, derived from its one description', (_name, description) => {
  it('round-trips URL → state → request: the page reads back what it wrote, and the service accepts the request as that state', () => {
    fc.assert(
      fc.property(stateOf<QueryDescription>(description), (state) => {
        const search = toSearchParams(description, state);
        const fromUrl = readSearchParams(description, new URLSearchParams(search.toString()));
        expect(fromUrl).toEqual(state);
        expect(parseQuery(description, toRequestQuery(description, fromUrl))).toEqual({ ok: true, value: state });
      }),
    );
  });

  it('leaves the defaults out of the URL and puts them into the request', () => {
    const defaults = readSearchParams(description, new URLSearchParams());
    expect(toSearchParams(description, defaults).toString()).toBe('');
    expect(Object.keys(toRequestQuery(description, defaults))).toEqual(['page', 'size', 'sort']);
  });

  it('gives one cache key per request: equal keys exactly for equal states', () => {
    fc.assert(
      fc.property(stateOf<QueryDescription>(description), stateOf<QueryDescription>(description), (a, b) => {
        const key = (s: typeof a) => JSON.stringify(toRequestQuery(description, s));
        // fc.record builds both with their keys in one order, so equal text means equal states.
        expect(key(a) === key(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        expect(key({ ...b })).toBe(key(b));
      }),
    );
  });
});

describe('the alerts query', () => {
  it('a URL becomes the request the service gets: every parameter, repeated keys as arrays', () => {
    const state = readSearchParams(ALERTS_QUERY, new URLSearchParams('severity=critical,warning&active=false&page=1'));
    expect(toSearchParams(ALERTS_QUERY, state).toString()).toBe(
      'page=1&severity=warning&severity=critical&active=false',
    );
    expect(toRequestQuery(ALERTS_QUERY, state)).toEqual({
      page: '1',
      size: '20',
      sort: ['raisedAt,desc'],
      severity: ['warning', 'critical'],
      active: 'false',
    });
    expect(toRequestQuery(ALERTS_QUERY, { ...state, severity: ['critical', 'warning', 'critical'] })).toEqual(
      toRequestQuery(ALERTS_QUERY, state),
    );
  });
});
