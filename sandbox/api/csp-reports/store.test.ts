import { describe, expect, it } from 'vitest';
import { createCspReportStore, type Violation } from './store';

const violation = (blockedUrl: string): Violation => ({
  via: 'report-uri',
  documentUrl: 'http://localhost:5173/',
  blockedUrl,
  effectiveDirective: 'img-src',
  disposition: 'enforce',
});
const store = () =>
  createCspReportStore({ limits: { maxReports: 6, maxPerSource: 3, perMinute: 60 }, now: () => Date.UTC(2026, 0, 1) });

describe('CSP report store bounds', () => {
  it('a source over its share replaces its own oldest report, never another source’s', () => {
    const s = store();
    s.add('10.0.0.1', violation('http://a.test/quiet'));
    for (let i = 0; i < 10; i++) s.add('10.0.0.2', violation(`http://b.test/${i}`));
    const { reports, dropped } = s.list();
    expect(reports.map((r) => r.blockedUrl)).toEqual([
      'http://a.test/quiet',
      'http://b.test/7',
      'http://b.test/8',
      'http://b.test/9',
    ]);
    expect(dropped).toBe(7);
  });

  it('holds at most maxReports distinct violations: when full, the source holding the most loses its oldest', () => {
    const s = store();
    for (let source = 0; source < 4; source++)
      for (let i = 0; i < 2; i++) s.add(`10.0.0.${source}`, violation(`http://${source}.test/${i}`));
    const { reports, dropped } = s.list();
    expect(reports.map((r) => r.blockedUrl)).toEqual([
      'http://0.test/1',
      'http://1.test/1',
      'http://2.test/0',
      'http://2.test/1',
      'http://3.test/0',
      'http://3.test/1',
    ]);
    expect(dropped).toBe(2);
  });

  it('a quiet source’s one report outlives 11 sources sending 50 each into a store of 500 (issue 19)', () => {
    const s = createCspReportStore({ limits: { maxReports: 500, maxPerSource: 50, perMinute: 60 }, now: () => 0 });
    s.add('192.0.2.1', violation('http://quiet.test/'));
    for (let source = 0; source < 11; source++)
      for (let i = 0; i < 50; i++) s.add(`10.0.1.${source}`, violation(`http://${source}.test/${i}`));
    const { reports, dropped } = s.list();
    expect(reports).toHaveLength(500);
    expect(reports.map((r) => r.blockedUrl)).toContain('http://quiet.test/');
    expect(dropped).toBe(51);
  });

  it('counts a repeated violation instead of keeping it twice', () => {
    const s = store();
    for (let i = 0; i < 100; i++) s.add('10.0.0.1', violation('http://a.test/'));
    expect(s.list().reports).toEqual([expect.objectContaining({ count: 100, blockedUrl: 'http://a.test/' })]);
    expect(s.clear()).toBe(1);
    expect(s.list()).toMatchObject({ reports: [], dropped: 0 });
  });
});
