import type { DiagnosticsBody } from './diagnostics';

/** An example answer of `GET /v1/vehicles/{vin}/diagnostics` (and message of `vehicles/{vin}/diagnostics`). */
export const DIAGNOSTICS_EXAMPLE: DiagnosticsBody = {
  vin: 'SDXE3X4B4RA200002',
  troubleCodes: [
    {
      code: 'P0A80',
      system: 'powertrain',
      ecu: 'BMS',
      description:
        'One cell of the high-voltage battery sits well below the others, so usable capacity and range are reduced. The car is safe to drive; book a battery check.',
      severity: 'warning',
      status: 'active',
      firstSeen: '2026-09-26T07:15:00.000Z',
      lastSeen: '2026-11-25T07:15:00.000Z',
      occurrences: 3,
      freezeFrame: [
        { name: 'Vehicle.Speed', timestamp: '2026-11-25T07:14:58.000Z', unit: 'km/h', value: 0 },
        { name: 'Vehicle.TraveledDistance', timestamp: '2026-11-25T07:14:58.000Z', unit: 'm', value: 48210330 },
        {
          name: 'Vehicle.Powertrain.TractionBattery.CellVoltage.Min',
          timestamp: '2026-11-25T07:14:58.000Z',
          unit: 'V',
          value: 3.412,
        },
      ],
    },
    {
      code: 'C0035',
      system: 'chassis',
      ecu: 'ABS',
      description:
        'The left front wheel-speed sensor gave no usable signal, so anti-lock braking was switched off. The fault has not come back.',
      severity: 'critical',
      status: 'stored',
      firstSeen: '2026-11-02T16:40:12.000Z',
      lastSeen: '2026-11-02T16:40:12.000Z',
      occurrences: 1,
      freezeFrame: [{ name: 'Vehicle.Speed', timestamp: '2026-11-02T16:40:10.000Z', unit: 'km/h', value: 62.5 }],
    },
  ],
  page: { number: 0, size: 100, totalElements: 2, totalPages: 1 },
};
