import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocale, t } from '../../lib/i18n';
import { buildCaseReport, reportToMarkdown, type ReportInput } from './report';

const at = '2026-11-24T04:00:00.000Z';
const input: ReportInput = {
  t,
  grant: {
    vin: 'SDXE1S2A2RA100001',
    caseReference: 'CASE-20417',
    purpose: 'Range lower than expected',
    categories: ['vehicle', 'status', 'ev', 'hv-battery'],
    notShared: ['location', 'journeys'],
    grantedAt: at,
    expiresAt: '2026-12-01T04:00:00.000Z',
  },
  agent: { agentId: 'AGT-7Q4K2M', organisation: 'Voltara Support' },
  vehicle: {
    retrievedAt: at,
    data: {
      Vehicle: {
        VehicleIdentification: {
          VIN: 'SDXE1S2A2RA100001',
          Brand: 'Voltara',
          Model: 'Aero',
          Year: 2024,
          BodyType: 'sedan',
        },
        Powertrain: { FuelType: 'electric' },
        Capabilities: ['ev-charging'],
      },
    },
  },
  status: {
    retrievedAt: at,
    data: { vin: 'X', signals: [{ name: 'Vehicle.Speed', value: 0, unit: 'km/h', timestamp: at }] },
  },
  alerts: {
    retrievedAt: at,
    data: [
      {
        id: 'a1',
        code: 'HV_CELL_IMBALANCE',
        severity: 'warning',
        active: true,
        title: 'Cell imbalance',
        description: 'One cell is low',
        raisedAt: at,
        clearedAt: null,
        signals: [
          { name: 'Vehicle.Powertrain.TractionBattery.StateOfHealth', value: 91, unit: 'percent', timestamp: at },
        ],
      },
    ],
  },
  troubleCodes: {
    retrievedAt: at,
    data: [
      {
        code: 'P0A80',
        system: 'powertrain',
        ecu: 'BMS',
        description: 'One cell sits low.',
        severity: 'warning',
        status: 'active',
        firstSeen: '2026-10-01T07:00:00.000Z',
        lastSeen: at,
        occurrences: 3,
        freezeFrame: [{ name: 'Vehicle.Speed', value: 0, unit: 'km/h', timestamp: at }],
      },
    ],
  },
  ev: { missing: 'Not shared by the customer: ev.' },
  battery: {
    retrievedAt: at,
    data: {
      vin: 'X',
      signals: [
        {
          name: 'Vehicle.Powertrain.TractionBattery.CellVoltage.CellVoltages',
          value: [3.7, 3.71, 3.69, 3.5],
          unit: 'V',
          timestamp: at,
        },
      ],
    },
  },
  generatedAt: new Date('2026-11-24T05:00:00.000Z'),
};

describe('case report (issue 9)', () => {
  const report = buildCaseReport(input);
  const md = reportToMarkdown(report, t);

  it('carries the case reference, identification and its own time', () => {
    expect(report.title).toContain('CASE-20417');
    expect(md).toContain('Report generated 2026-11-24T05:00:00.000Z');
    expect(md).toContain('- VIN: SDXE1S2A2RA100001 (at 2026-11-24T04:00:00.000Z)');
    expect(md).toContain('Not shared by the customer: location, journeys');
  });

  it('lists active alerts with their evidence, each with its timestamp', () => {
    expect(md).toContain('- WARNING HV_CELL_IMBALANCE: Cell imbalance: One cell is low (at 2026-11-24T04:00:00.000Z)');
    expect(md).toContain('- evidence Vehicle.Powertrain.TractionBattery.StateOfHealth: 91 percent (at ');
  });

  it('lists the trouble codes with status, seriousness, history and freeze frame', () => {
    expect(md).toContain('## Trouble codes');
    expect(md).toContain(
      '- P0A80 (Powertrain, BMS): Active, Warning: High-voltage battery cell imbalance: One cell of the traction battery sits well below the others.',
    );
    expect(md).toContain(
      'book a battery check at a service centre so the cell or module can be tested and replaced if needed. First seen 2026-10-01T07:00:00.000Z, 3 times. (at 2026-11-24T04:00:00.000Z)',
    );
    expect(md).toContain('- freeze frame Vehicle.Speed: 0 km/h (at 2026-11-24T04:00:00.000Z)');
  });

  it('summarises the cells with the shared statistics and says what is not shared', () => {
    expect(md).toContain('- Cell voltage: cells: 4 (at ');
    expect(md).toContain('- Cell voltage: min: 3.500 V (cell 4)');
    expect(md).toContain('- Cell voltage: max: 3.710 V (cell 2)');
    expect(md).toContain('_Not shared by the customer: ev._');
  });

  it('gives every value line a timestamp where the service gave one', () => {
    const status = report.sections.find((s) => s.title === 'Status')!;
    expect(status.lines.every((l) => l.at)).toBe(true);
  });
});

describe('case report in the agent’s language (issue 14)', () => {
  let md = '';
  beforeAll(async () => {
    await setLocale('de');
    md = reportToMarkdown(buildCaseReport(input), t);
  });
  afterAll(() => setLocale('en'));

  it('has German headings, labels and sentences', () => {
    expect(md).toContain('# Fallbericht CASE-20417 · FIN SDXE1S2A2RA100001');
    expect(md).toContain('Bericht erstellt 2026-11-24T05:00:00.000Z');
    expect(md).toContain('## Supportfall');
    expect(md).toContain('- Fallnummer: CASE-20417');
    expect(md).toContain('- Vom Kunden nicht freigegeben: location, journeys');
    expect(md).toContain('## Fehlercodes');
    expect(md).toContain('- Zellspannung: Minimum: 3.500 V (Zelle 4)');
    expect(md).toMatch(/- Zellspannung: Zellen: 4 \(um 2026-11-24T04:00:00\.000Z\)/);
    for (const english of ['Case reference', 'Trouble codes', 'First seen', 'freeze frame', 'evidence', '(at '])
      expect(md).not.toContain(english);
  });

  it('says a known trouble code in German, keeping codes and VSS paths as the service sends them', () => {
    expect(md).toContain('- P0A80 (Antrieb, BMS): Aktiv, Warnung: Hochvoltbatterie: Zellen ungleich geladen: ');
    expect(md).toContain('Zuerst gesehen 2026-10-01T07:00:00.000Z, 3-mal.');
    expect(md).toContain('- Momentaufnahme Vehicle.Speed: 0 km/h');
    expect(md).toContain('- Auslöser Vehicle.Powertrain.TractionBattery.StateOfHealth: 91 percent');
  });

  it('keeps the service’s words for an alert code the catalogue does not know', () => {
    expect(md).toContain('- WARNUNG HV_CELL_IMBALANCE: Cell imbalance: One cell is low (um ');
  });
});
