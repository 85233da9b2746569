/** Lists (DESIGN §3): alerts and journeys filter, sort and page as their query descriptions say. */
import { beforeEach, describe, expect, it } from 'vitest';
import { AlertPage, JourneyPage, JourneySummaryPage, SEVERITIES, type Alert, type Journey } from '../../contract';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { V } from './endpoint-test-helpers';
import { harness, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
});

describe('alerts: filter, sort, page (DESIGN §3)', () => {
  const alerts = async (query: string) => {
    const res = await h.get(`/v1/vehicles/${V}/alerts${query}`);
    expect(res.statusCode).toBe(200);
    return AlertPage.parse(res.json());
  };
  it('defaults: page 0, size 20, newest raisedAt first', async () => {
    const page = await alerts('');
    expect(page.page.number).toBe(0);
    expect(page.page.size).toBe(20);
    const times = page.content.map((a) => Date.parse(a.raisedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.page.totalPages).toBe(Math.ceil(page.page.totalElements / 20));
  });
  it('severity filter (repeatable and comma-separated) and active filter', async () => {
    const critical = await alerts('?severity=critical&size=100');
    expect(critical.page.totalElements).toBeGreaterThan(0);
    expect(critical.content.every((a) => a.severity === 'critical')).toBe(true);
    const two = await alerts('?severity=critical,warning&size=100');
    const repeated = await alerts('?severity=critical&severity=warning&size=100');
    expect(two.page.totalElements).toBe(repeated.page.totalElements);
    expect(two.content.every((a) => a.severity !== 'info')).toBe(true);
    const active = await alerts('?active=true&size=100');
    const inactive = await alerts('?active=false&size=100');
    expect(active.page.totalElements).toBeGreaterThan(0);
    expect(active.content.every((a) => a.active)).toBe(true);
    expect(inactive.content.every((a) => !a.active)).toBe(true);
    const all = await alerts('?size=100');
    expect(active.page.totalElements + inactive.page.totalElements).toBe(all.page.totalElements);
  });
  it('sorts by severity rank then raisedAt, ascending or descending', async () => {
    const page = await alerts('?sort=severity,desc&sort=raisedAt,asc&size=100');
    const rank = (a: Alert) => SEVERITIES.indexOf(a.severity as never);
    expect(new Set(page.content.map(rank)).size).toBe(3);
    for (let i = 1; i < page.content.length; i++) {
      const [a, b] = [page.content[i - 1]!, page.content[i]!];
      expect(rank(a) > rank(b) || (rank(a) === rank(b) && Date.parse(a.raisedAt) <= Date.parse(b.raisedAt))).toBe(true);
    }
  });
  it('pages are consecutive slices; a page past the end is empty', async () => {
    const all = await alerts('?size=100&sort=raisedAt,asc');
    const first = await alerts('?size=2&page=0&sort=raisedAt,asc');
    const second = await alerts('?size=2&page=1&sort=raisedAt,asc');
    expect([...first.content, ...second.content].map((a) => a.id)).toEqual(all.content.slice(0, 4).map((a) => a.id));
    const beyond = await alerts('?page=100000');
    expect(beyond.content).toEqual([]);
    expect(beyond.page.totalElements).toBe(all.page.totalElements);
  });
});

describe('journeys: from/to on startTime, sort, page', () => {
  const journeys = async (query: string) => {
    const res = await h.get(`/v1/vehicles/${V}/journeys${query}`);
    expect(res.statusCode).toBe(200);
    return JourneyPage.parse(res.json());
  };
  it('default sort is newest startTime first', async () => {
    const times = (await journeys('?size=100')).content.map((j) => Date.parse(j.startTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
  it('from and to are inclusive bounds on startTime', async () => {
    const all = (await journeys('?size=100&sort=startTime,asc')).content;
    expect(all.length).toBeGreaterThan(2);
    const from = all[1]!.startTime;
    const to = all[all.length - 2]!.startTime;
    const inRange = await journeys(`?size=100&from=${from}&to=${to}`);
    expect(inRange.page.totalElements).toBe(all.length - 2);
    expect(inRange.content.every((j: Journey) => j.startTime >= from && j.startTime <= to)).toBe(true);
  });
  it('sorts by distance ascending', async () => {
    const d = (await journeys('?size=100&sort=distance,asc')).content.map((j) => j.distance);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });
  it('fields=summary leaves out the route and nothing else, with the same paging', async () => {
    const full = await journeys('?size=100&page=1&sort=startTime,asc');
    const res = await h.get(`/v1/vehicles/${V}/journeys?size=100&page=1&sort=startTime,asc&fields=summary`);
    expect(res.statusCode).toBe(200);
    const summary = JourneySummaryPage.parse(res.json());
    expect(summary.page).toEqual(full.page);
    expect(summary.content.length).toBeGreaterThan(0);
    expect(res.json().content.some((j: object) => 'route' in j)).toBe(false);
    expect(summary.content).toEqual(full.content.map(({ route: _route, ...rest }) => rest));
  });
  it('a page of summaries holds up to 1,000; a page of full journeys (routes) 100', async () => {
    const res = await h.get(`/v1/vehicles/${V}/journeys?size=1000&fields=summary`);
    expect(res.statusCode).toBe(200);
    expect(JourneySummaryPage.parse(res.json()).page.size).toBe(1000);
    const full = await h.get(`/v1/vehicles/${V}/journeys?size=1000`);
    expect(full.statusCode).toBe(400);
    expect(full.json().violations).toEqual([
      { field: 'size', rejectedValue: '1000', message: 'must be at most 100 unless fields=summary' },
    ]);
  });
  it('fields takes only summary', async () => {
    const res = await h.get(`/v1/vehicles/${V}/journeys?fields=route`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().violations)).toContain('fields');
  });
});
