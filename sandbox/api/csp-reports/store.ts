import type { CspReport, CspReportList } from '../../../contract/csp-reports';

/** A violation as received, before it is kept: everything but the bookkeeping. */
export type Violation = Omit<CspReport, 'id' | 'count' | 'firstSeen' | 'lastSeen'>;

export type CspReportLimits = CspReportList['limits'];
export const DEFAULT_CSP_REPORT_LIMITS: CspReportLimits = { maxReports: 500, maxPerSource: 50, perMinute: 60 };

type Entry = { report: CspReport; source: string };

const keyOf = (v: Violation) =>
  JSON.stringify([
    v.via,
    v.documentUrl,
    v.blockedUrl,
    v.effectiveDirective,
    v.sourceFile,
    v.lineNumber,
    v.columnNumber,
  ]);

/**
 * The CSP reports the sandbox has received. Bounded twice: at most `maxReports` distinct violations, and at most
 * `maxPerSource` from one source (address), so a noisy source replaces its own oldest reports, never another's.
 * A violation seen again only counts up.
 */
export function createCspReportStore(o: { limits: CspReportLimits; now: () => number }) {
  const entries = new Map<string, Entry>();
  const perSource = new Map<string, number>();
  let dropped = 0;
  let next = 1;

  /** Takes a report out; `evicted` when it goes to make room (it then counts as dropped). */
  const remove = (key: string, evicted: boolean) => {
    const entry = entries.get(key)!;
    entries.delete(key);
    const left = perSource.get(entry.source)! - 1;
    if (left === 0) perSource.delete(entry.source);
    else perSource.set(entry.source, left);
    if (evicted) dropped += entry.report.count;
  };
  const oldestKey = (source?: string) => {
    for (const [key, entry] of entries) if (source === undefined || entry.source === source) return key;
    return undefined;
  };

  return {
    add(source: string, violation: Violation): void {
      const at = new Date(o.now()).toISOString();
      const key = keyOf(violation);
      const seen = entries.get(key);
      if (seen) {
        seen.report.count += 1;
        seen.report.lastSeen = at;
        return;
      }
      if ((perSource.get(source) ?? 0) >= o.limits.maxPerSource) remove(oldestKey(source)!, true);
      else if (entries.size >= o.limits.maxReports) remove(oldestKey()!, true);
      entries.set(key, {
        source,
        report: { id: `csp-${next++}`, ...violation, count: 1, firstSeen: at, lastSeen: at },
      });
      perSource.set(source, (perSource.get(source) ?? 0) + 1);
    },
    list(): CspReportList {
      return { reports: [...entries.values()].map((e) => ({ ...e.report })), dropped, limits: o.limits };
    },
    /** Forgets the reports with these ids (every report, and the dropped count, without ids); answers how many. */
    clear(ids?: readonly string[]): number {
      if (!ids) {
        const n = entries.size;
        entries.clear();
        perSource.clear();
        dropped = 0;
        return n;
      }
      const keys = [...entries].filter(([, e]) => ids.includes(e.report.id)).map(([key]) => key);
      for (const key of keys) remove(key, false);
      return keys.length;
    },
  };
}
