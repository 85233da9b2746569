import type { Alert, EvBody, SignalsBody, SignalValue, TroubleCode, Vehicle } from '../../../contract';
import type { SupportGrantBody } from '../../../contract/support';
import { cellStats } from '../../utils/cells';
import type { T } from '../../lib/i18n';
import { alertAbout, alertTitle, troubleCodeLine } from '../../lib/i18n/code-texts';

/** One value of the report and the time it describes. */
export type ReportLine = { label: string; value: string; at?: string };
export type ReportSection = { title: string; lines: ReportLine[]; note?: string };
export type CaseReport = { title: string; generatedAt: string; sections: ReportSection[] };

/** A section's data, or why it is missing ("not shared by the customer", an error, no EV data). */
export type Part<T> = { data: T; retrievedAt: string } | { missing: string };

export type ReportInput = {
  /** The agent's language: headings, labels and sentences; VSS paths, codes and times stay as the service sends them. */
  t: T;
  grant: SupportGrantBody;
  agent: { agentId: string; organisation: string };
  vehicle: Part<Vehicle>;
  status: Part<SignalsBody>;
  alerts: Part<Alert[]>;
  /** The car's trouble codes (every grant shares them). */
  troubleCodes?: Part<TroubleCode[]>;
  ev: Part<EvBody>;
  battery: Part<SignalsBody>;
  generatedAt: Date;
};

const CELL_VOLTAGES = 'Vehicle.Powertrain.TractionBattery.CellVoltage.CellVoltages';
const CELL_TEMPERATURES = 'Vehicle.Powertrain.TractionBattery.Temperature.CellTemperature';

const show = (t: T, v: unknown): string =>
  v === null || v === undefined ? '—' : Array.isArray(v) ? t('caseReport.values', { count: v.length }) : String(v);
const signalLine = (t: T, s: SignalValue): ReportLine => ({
  label: s.name,
  value: `${show(t, s.value)}${s.unit && !Array.isArray(s.value) ? ` ${s.unit}` : ''}`,
  at: s.timestamp,
});

function section<T>(title: string, part: Part<T>, lines: (data: T, at: string) => ReportLine[]): ReportSection {
  if ('missing' in part) return { title, lines: [], note: part.missing };
  return { title, lines: lines(part.data, part.retrievedAt) };
}

function cellLines(t: T, signals: readonly SignalValue[]): ReportLine[] {
  const out: ReportLine[] = [];
  for (const [name, quantity, unit, digits] of [
    [CELL_VOLTAGES, 'voltage', 'V', 3],
    [CELL_TEMPERATURES, 'temperature', 'Celsius', 1],
  ] as const) {
    const signal = signals.find((s) => s.name === name);
    const stats = signal && Array.isArray(signal.value) ? cellStats(signal.value) : null;
    if (!signal || !stats) continue;
    const at = signal.timestamp;
    const f = (n: number) => n.toFixed(digits);
    const line = (stat: string, value: string): ReportLine => ({
      label: t('caseReport.cells', { quantity, stat }),
      value,
      at,
    });
    const cell = (value: number, index: number) =>
      t('caseReport.cell', { value: `${f(value)} ${unit}`, cell: index + 1 });
    out.push(
      line('cells', String(stats.count)),
      line('min', cell(stats.min.value, stats.min.index)),
      line('max', cell(stats.max.value, stats.max.index)),
      line('mean', `${f(stats.mean)} ${unit}`),
      line('spread', `${f(stats.max.value - stats.min.value)} ${unit}`),
      line(
        'outliers',
        stats.outliers.length
          ? stats.outliers
              .map((o) =>
                t('caseReport.outlier', { value: `${f(o.value)} ${unit}`, cell: o.index + 1, z: o.z.toFixed(1) }),
              )
              .join('; ')
          : t('caseReport.none'),
      ),
    );
  }
  return out;
}

/** Each code with its status, seriousness, history, meaning and what to do, then its freeze frame. */
const troubleCodeLines = (t: T, codes: TroubleCode[]): ReportLine[] =>
  codes.length === 0
    ? [{ label: t('caseReport.section', { section: 'codes' }), value: t('caseReport.none') }]
    : codes.flatMap((c) => [
        {
          label: `${c.code} (${t('diagnostics.system', { system: c.system, shown: c.system })}, ${c.ecu})`,
          value: t('caseReport.code', {
            status: t('diagnostics.status', { status: c.status }),
            severity: t('diagnostics.severity', { severity: c.severity }),
            about: troubleCodeLine(t, c),
            firstSeen: c.firstSeen,
            count: c.occurrences,
          }),
          at: c.lastSeen,
        },
        ...c.freezeFrame.map((s) => ({
          ...signalLine(t, s),
          label: `  ${t('caseReport.freezeFrame', { name: s.name })}`,
        })),
      ]);

/** The case report (issue 9): case, identification, status, active alerts with evidence, EV and battery summary. */
export function buildCaseReport(input: ReportInput): CaseReport {
  const { grant, t } = input;
  const title = (section: string) => t('caseReport.section', { section });
  const label = (item: string) => t('caseReport.label', { item });
  const none = t('caseReport.none');
  const line = (s: SignalValue) => signalLine(t, s);
  const session = (c: NonNullable<EvBody['chargingSession']>) =>
    t('caseReport.chargingSession', {
      energy: c.energyAdded,
      max: c.maxPower,
      average: c.averagePower,
      ended: c.end ? 'yes' : 'no',
      end: c.end ?? '',
    });
  const sections: ReportSection[] = [
    {
      title: title('case'),
      lines: [
        { label: label('caseReference'), value: grant.caseReference },
        { label: label('purpose'), value: grant.purpose },
        { label: label('shared'), value: grant.categories.join(', ') },
        { label: label('notShared'), value: grant.notShared.join(', ') || none },
        { label: label('granted'), value: grant.grantedAt, at: grant.grantedAt },
        { label: label('ends'), value: grant.expiresAt, at: grant.expiresAt },
        { label: label('preparedBy'), value: `${input.agent.agentId}, ${input.agent.organisation}` },
      ],
    },
    section(title('identification'), input.vehicle, ({ Vehicle: v }, at) => [
      { label: label('vin'), value: v.VehicleIdentification.VIN, at },
      {
        label: label('vehicle'),
        value: `${v.VehicleIdentification.Brand} ${v.VehicleIdentification.Model} ${v.VehicleIdentification.Year}`,
        at,
      },
      { label: label('body'), value: v.VehicleIdentification.BodyType, at },
      { label: label('fuelType'), value: v.Powertrain.FuelType, at },
      { label: label('capabilities'), value: v.Capabilities.join(', '), at },
    ]),
    section(title('status'), input.status, (body) => body.signals.map(line)),
    section(title('alerts'), input.alerts, (alerts) =>
      alerts.length === 0
        ? [{ label: title('alerts'), value: none }]
        : alerts.flatMap((a) => [
            {
              label: `${t('alerts.severity', { severity: a.severity }).toLocaleUpperCase(t.locale)} ${a.code}`,
              value: `${alertTitle(t, a)}: ${alertAbout(t, a)}`,
              at: a.raisedAt,
            },
            ...a.signals.map((s) => ({ ...line(s), label: `  ${t('caseReport.evidence', { name: s.name })}` })),
          ]),
    ),
    ...(input.troubleCodes ? [section(title('codes'), input.troubleCodes, (codes) => troubleCodeLines(t, codes))] : []),
    section(title('ev'), input.ev, (body) => [
      ...body.signals.map(line),
      ...(body.chargingSession
        ? [{ label: label('chargingSession'), value: session(body.chargingSession), at: body.chargingSession.start }]
        : []),
    ]),
    section(title('battery'), input.battery, (body) => [
      ...cellLines(t, body.signals),
      ...body.signals.filter((s) => !Array.isArray(s.value)).map(line),
    ]),
  ];
  return {
    title: t('caseReport.title', { caseReference: grant.caseReference, vin: grant.vin }),
    generatedAt: input.generatedAt.toISOString(),
    sections,
  };
}

/** The report as Markdown, in the language it was made in, for the file the agent attaches to the case. */
export function reportToMarkdown(report: CaseReport, t: T): string {
  const out = [`# ${report.title}`, '', `${t('report.generated')} ${report.generatedAt}`, ''];
  for (const s of report.sections) {
    out.push(`## ${s.title}`, '');
    if (s.note) out.push(`_${s.note}_`, '');
    for (const l of s.lines)
      out.push(`- ${l.label.trim()}: ${l.value}${l.at ? ` ${t('caseReport.at', { at: l.at })}` : ''}`);
    if (s.lines.length) out.push('');
  }
  return out.join('\n');
}
