import type { Alert, DtcStatus, SignalValue } from '../../../contract';
import { alertOfTroubleCode } from '../alert-codes';
import { DAY_MS, MINUTE_MS } from '../profiles';

/**
 * How a trouble code moves (OBD status vocabulary, DESIGN §3). A fault is detected (`pending`), confirmed one drive
 * cycle later (`active`: the alert citing it is raised then), and once it is gone (the alert cleared) an
 * emission-related code stays `permanent` until its monitor has passed again, then every code is `stored` (history)
 * until it ages out. A workshop's erase (OBD mode $04) removes what was detected before it, permanent codes aside.
 */
export const PENDING_MS = 20 * MINUTE_MS;
export const PERMANENT_MS = 3 * DAY_MS;
export const STORED_MS = 40 * DAY_MS;

/** Which status wins when a code's occurrences differ (the first listed). */
const PRIORITY: readonly DtcStatus[] = ['active', 'pending', 'permanent', 'stored'];

/** One detection of a fault: from an alert citing a code, or a pending detection. */
export type Occurrence = {
  code: string;
  /** The alert it raised (none while only pending). */
  alertId?: string;
  detectedAt: number;
  confirmedAt: number | null;
  clearedAt: number | null;
  severity: string;
  description: string;
  ecu: string;
  emission: boolean;
  evidence: SignalValue[];
};

/** What the control interface added: pending detections, and when each raised code was detected. */
export type DiagnosticState = {
  pending: Occurrence[];
  /** Alert id → detection time and control unit, for codes raised through the control interface. */
  manual: Map<string, { detectedAt: number; ecu: string }>;
  erasedAt: number | null;
};

export const freshDiagnosticState = (): DiagnosticState => ({ pending: [], manual: new Map(), erasedAt: null });

const DEFAULT_ECU: Record<string, string> = { P: 'ECM', C: 'EBCM', B: 'BCM', U: 'GW' };
export const defaultEcu = (code: string) => DEFAULT_ECU[code[0]!] ?? 'ECM';

/** The occurrence behind an alert that cites a trouble code (a natural one was detected a drive cycle before). */
export function fromAlert(a: Alert & { troubleCode: string }, state: DiagnosticState): Occurrence {
  const def = alertOfTroubleCode(a.troubleCode);
  const manual = state.manual.get(a.id);
  const confirmedAt = Date.parse(a.raisedAt);
  return {
    code: a.troubleCode,
    alertId: a.id,
    detectedAt: manual ? manual.detectedAt : confirmedAt - PENDING_MS,
    confirmedAt,
    clearedAt: a.clearedAt === null ? null : Date.parse(a.clearedAt),
    severity: a.severity,
    description: a.description,
    ecu: manual?.ecu ?? def?.dtc?.ecu ?? defaultEcu(a.troubleCode),
    emission: !!def?.dtc?.emission,
    evidence: a.signals,
  };
}

/** An occurrence's status at `now`; undefined once it has aged out or was erased. */
export function statusOf(o: Occurrence, now: number, erasedAt: number | null): DtcStatus | undefined {
  let status: DtcStatus | undefined;
  if (o.detectedAt > now) return undefined;
  if (o.confirmedAt === null || o.confirmedAt > now) status = 'pending';
  else if (o.clearedAt === null || o.clearedAt > now) status = 'active';
  else if (o.emission && now < o.clearedAt + PERMANENT_MS) status = 'permanent';
  else if (now < o.clearedAt + STORED_MS) status = 'stored';
  if (erasedAt !== null && o.detectedAt <= erasedAt && status !== 'permanent') return undefined;
  return status;
}

export type CodeHistory = {
  code: string;
  status: DtcStatus;
  /** The newest occurrence: its severity, description, control unit and freeze frame describe the code. */
  latest: Occurrence;
  firstSeen: number;
  occurrences: number;
};

/** Each code's status and history at `now`, from every occurrence still kept. */
export function histories(all: Occurrence[], now: number, erasedAt: number | null): CodeHistory[] {
  const byCode = new Map<string, CodeHistory>();
  for (const o of all) {
    const status = statusOf(o, now, erasedAt);
    if (!status) continue;
    const h = byCode.get(o.code);
    if (!h) {
      byCode.set(o.code, { code: o.code, status, latest: o, firstSeen: o.detectedAt, occurrences: 1 });
      continue;
    }
    h.occurrences += 1;
    h.firstSeen = Math.min(h.firstSeen, o.detectedAt);
    if (PRIORITY.indexOf(status) < PRIORITY.indexOf(h.status)) h.status = status;
    if (o.detectedAt > h.latest.detectedAt) h.latest = o;
  }
  return [...byCode.values()];
}

/** `Vehicle.Diagnostics.DTCList`: the active and permanent codes, in code order. */
export const listedCodes = (h: CodeHistory[]) =>
  h
    .filter((c) => c.status === 'active' || c.status === 'permanent')
    .map((c) => c.code)
    .sort();
