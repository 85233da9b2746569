import type { Alert, EvBody, SignalsBody, SignalValue, TroubleCode, Vehicle } from '../../../contract';
import type { SupportGrantBody } from '../../../contract/support';
import { cellStats } from '../../utils/cells';

/** One value of the report and the time it describes. */
export type ReportLine = { label: string; value: string; at?: string };
export type ReportSection = { title: string; lines: ReportLine[]; note?: string };
export type CaseReport = { title: string; generatedAt: string; sections: ReportSection[] };

/** A section's data, or why it is missing ("not shared by the customer", an error, no EV data). */
export type Part<T> = { data: T; retrievedAt: string } | { missing: string };

export type ReportInput = {
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

const show = (v: unknown): string =>
  v === null || v === undefined ? '—' : Array.isArray(v) ? `${v.length} values` : String(v);
const signalLine = (s: SignalValue): ReportLine => ({
  label: s.name,
  value: `${show(s.value)}${s.unit && !Array.isArray(s.value) ? ` ${s.unit}` : ''}`,
  at: s.timestamp,
});

function section<T>(title: string, part: Part<T>, lines: (data: T, at: string) => ReportLine[]): ReportSection {
  if ('missing' in part) return { title, lines: [], note: part.missing };
  return { title, lines: lines(part.data, part.retrievedAt) };
}

function cellLines(signals: readonly SignalValue[]): ReportLine[] {
  const out: ReportLine[] = [];
  for (const [name, label, unit, digits] of [
    [CELL_VOLTAGES, 'Cell voltage', 'V', 3],
    [CELL_TEMPERATURES, 'Cell temperature', 'Celsius', 1],
  ] as const) {
    const signal = signals.find((s) => s.name === name);
    const stats = signal && Array.isArray(signal.value) ? cellStats(signal.value) : null;
    if (!signal || !stats) continue;
    const f = (n: number) => n.toFixed(digits);
    out.push(
      { label: `${label}: cells`, value: String(stats.count), at: signal.timestamp },
      {
        label: `${label}: min`,
        value: `${f(stats.min.value)} ${unit} (cell ${stats.min.index + 1})`,
        at: signal.timestamp,
      },
      {
        label: `${label}: max`,
        value: `${f(stats.max.value)} ${unit} (cell ${stats.max.index + 1})`,
        at: signal.timestamp,
      },
      { label: `${label}: mean`, value: `${f(stats.mean)} ${unit}`, at: signal.timestamp },
      { label: `${label}: spread`, value: `${f(stats.max.value - stats.min.value)} ${unit}`, at: signal.timestamp },
      {
        label: `${label}: outliers`,
        value: stats.outliers.length
          ? stats.outliers.map((o) => `cell ${o.index + 1} ${f(o.value)} ${unit} (z ${o.z.toFixed(1)})`).join('; ')
          : 'none',
        at: signal.timestamp,
      },
    );
  }
  return out;
}

/** Each code with its status, seriousness, history and description, then its freeze frame. */
const troubleCodeLines = (codes: TroubleCode[]): ReportLine[] =>
  codes.length === 0
    ? [{ label: 'Trouble codes', value: 'none' }]
    : codes.flatMap((c) => [
        {
          label: `${c.code} (${c.system}, ${c.ecu})`,
          value: `${c.status}, ${c.severity}: ${c.description} First seen ${c.firstSeen}, ${c.occurrences} ${c.occurrences === 1 ? 'time' : 'times'}.`,
          at: c.lastSeen,
        },
        ...c.freezeFrame.map((s) => ({ ...signalLine(s), label: `  freeze frame ${s.name}` })),
      ]);

/** The case report (issue 9): case, identification, status, active alerts with evidence, EV and battery summary. */
export function buildCaseReport(input: ReportInput): CaseReport {
  const { grant } = input;
  const sections: ReportSection[] = [
    {
      title: 'Support case',
      lines: [
        { label: 'Case reference', value: grant.caseReference },
        { label: 'Purpose', value: grant.purpose },
        { label: 'Shared by the customer', value: grant.categories.join(', ') },
        { label: 'Not shared by the customer', value: grant.notShared.join(', ') || 'none' },
        { label: 'Grant given', value: grant.grantedAt, at: grant.grantedAt },
        { label: 'Grant ends', value: grant.expiresAt, at: grant.expiresAt },
        { label: 'Prepared by', value: `${input.agent.agentId}, ${input.agent.organisation}` },
      ],
    },
    section('Identification', input.vehicle, ({ Vehicle: v }, at) => [
      { label: 'VIN', value: v.VehicleIdentification.VIN, at },
      {
        label: 'Vehicle',
        value: `${v.VehicleIdentification.Brand} ${v.VehicleIdentification.Model} ${v.VehicleIdentification.Year}`,
        at,
      },
      { label: 'Body', value: v.VehicleIdentification.BodyType, at },
      { label: 'Fuel type', value: v.Powertrain.FuelType, at },
      { label: 'Capabilities', value: v.Capabilities.join(', '), at },
    ]),
    section('Status', input.status, (body) => body.signals.map(signalLine)),
    section('Active alerts', input.alerts, (alerts) =>
      alerts.length === 0
        ? [{ label: 'Active alerts', value: 'none' }]
        : alerts.flatMap((a) => [
            { label: `${a.severity.toUpperCase()} ${a.code}`, value: `${a.title}: ${a.description}`, at: a.raisedAt },
            ...a.signals.map((s) => ({ ...signalLine(s), label: `  evidence ${s.name}` })),
          ]),
    ),
    ...(input.troubleCodes ? [section('Trouble codes', input.troubleCodes, troubleCodeLines)] : []),
    section('EV', input.ev, (body) => [
      ...body.signals.map(signalLine),
      ...(body.chargingSession
        ? [
            {
              label: 'Charging session',
              value: `${body.chargingSession.energyAdded} kWh, max ${body.chargingSession.maxPower} kW, average ${body.chargingSession.averagePower} kW, ${body.chargingSession.end ? `ended ${body.chargingSession.end}` : 'in progress'}`,
              at: body.chargingSession.start,
            },
          ]
        : []),
    ]),
    section('Battery', input.battery, (body) => [
      ...cellLines(body.signals),
      ...body.signals.filter((s) => !Array.isArray(s.value)).map(signalLine),
    ]),
  ];
  return {
    title: `Case report ${grant.caseReference} · VIN ${grant.vin}`,
    generatedAt: input.generatedAt.toISOString(),
    sections,
  };
}

/** The report as Markdown, for the file the agent attaches to the case. */
export function reportToMarkdown(report: CaseReport): string {
  const out = [`# ${report.title}`, '', `Report generated ${report.generatedAt}`, ''];
  for (const s of report.sections) {
    out.push(`## ${s.title}`, '');
    if (s.note) out.push(`_${s.note}_`, '');
    for (const l of s.lines) out.push(`- ${l.label.trim()}: ${l.value}${l.at ? ` (at ${l.at})` : ''}`);
    if (s.lines.length) out.push('');
  }
  return out.join('\n');
}
