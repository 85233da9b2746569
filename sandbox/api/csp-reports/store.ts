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
 * `maxPerSource` from one source (address). A source at its share replaces its own oldest report; when the store is
 * full, the source holding the most reports loses its oldest, so a noisy source never replaces a quieter one's.
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
  const oldestKey = (sources: (source: string) => boolean) => {
    for (const [key, entry] of entries) if (sources(entry.source)) return key;
    return undefined;
  };
  /** The oldest report among the sources holding the most (ties: the one whose report is oldest). */
  const fromLargestSource = () => {
    const most = Math.max(...perSource.values());
    return oldestKey((source) => perSource.get(source) === most)!;
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
      if ((perSource.get(source) ?? 0) >= o.limits.maxPerSource)
        remove(
          oldestKey((s) => s === source)!,
          true,
        );
      else if (entries.size >= o.limits.maxReports) remove(fromLargestSource(), true);
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
