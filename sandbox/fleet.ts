import type { Capability } from '../contract';
import type { ConnectorType } from '../contract/chargers';

/** The demo vehicles: fixed, valid VINs (check digit included) that tests and demos rely on. */
export type FleetVehicle = {
  vin: string;
  brand: string;
  model: string;
  year: number;
  bodyType: string;
  color: string;
  fuelType: 'electric' | 'plug-in-hybrid' | 'gasoline' | 'diesel';
  capabilities: Capability[];
  /** Traction battery cells (EV and PHEV only). */
  cellCount?: number;
  /** Usable battery capacity in kWh (EV and PHEV only). */
  batteryKWh?: number;
  /** Fuel tank in litres (combustion and PHEV). */
  tankLitres?: number;
  /** What this car demonstrates, for the README and the sign-in page. */
  demonstrates: string;
  /** Seed of the deterministic simulator. */
  seed: number;
  /** Home position the simulated journeys start from. */
  home: { latitude: number; longitude: number };
};

export const VINS = {
  evSedan: 'SDXE1S2A2RA100001',
  evSuv: 'SDXE3X4B4RA200002',
  phev: 'SDXP2H5C1RA300003',
  petrol: 'SDXG4B6D1RA400004',
  dieselVan: 'SDXD5V7E9RA500005',
  noLocation: 'SDXE2H8FXRA600006',
} as const;

const ALL: Capability[] = ['remote-lock', 'remote-climate', 'live-data-streaming', 'journey-log', 'ev-charging'];

export const FLEET: FleetVehicle[] = [
  {
    vin: VINS.evSedan,
    brand: 'Voltara',
    model: 'Aero',
    year: 2024,
    bodyType: 'sedan',
    color: 'Pearl White',
    fuelType: 'electric',
    capabilities: ALL,
    cellCount: 96,
    batteryKWh: 75,
    demonstrates: 'EV sedan in good health; starts with a support grant that includes location',
    seed: 101,
    home: { latitude: 52.52, longitude: 13.405 },
  },
  {
    vin: VINS.evSuv,
    brand: 'Voltara',
    model: 'Terra',
    year: 2021,
    bodyType: 'SUV',
    color: 'Forest Green',
    fuelType: 'electric',
    capabilities: ALL,
    cellCount: 200,
    batteryKWh: 95,
    demonstrates: 'EV SUV with a degraded battery (81% health) and a weak cell: 200 cells',
    seed: 202,
    home: { latitude: 48.1351, longitude: 11.582 },
  },
  {
    vin: VINS.phev,
    brand: 'Nordwind',
    model: 'Kestrel PHEV',
    year: 2023,
    bodyType: 'estate',
    color: 'Slate Grey',
    fuelType: 'plug-in-hybrid',
    capabilities: ['remote-lock', 'live-data-streaming', 'journey-log', 'ev-charging'],
    cellCount: 96,
    batteryKWh: 18,
    tankLitres: 50,
    demonstrates: 'Plug-in hybrid: fuel and charge both',
    seed: 303,
    home: { latitude: 50.1109, longitude: 8.6821 },
  },
  {
    vin: VINS.petrol,
    brand: 'Nordwind',
    model: 'Falcon',
    year: 2019,
    bodyType: 'hatchback',
    color: 'Ruby Red',
    fuelType: 'gasoline',
    capabilities: ['remote-lock', 'journey-log'],
    tankLitres: 45,
    demonstrates: 'Petrol car: no EV sections (404 on /ev); no support grant at the start',
    seed: 404,
    home: { latitude: 53.5511, longitude: 9.9937 },
  },
  {
    vin: VINS.dieselVan,
    brand: 'Lastro',
    model: 'Cargo L2',
    year: 2020,
    bodyType: 'van',
    color: 'White',
    fuelType: 'diesel',
    capabilities: ['remote-lock', 'live-data-streaming', 'journey-log'],
    tankLitres: 80,
    demonstrates: 'Diesel van with a slow puncture and a fleet client',
    seed: 505,
    home: { latitude: 51.2277, longitude: 6.7735 },
  },
  {
    vin: VINS.noLocation,
    brand: 'Voltara',
    model: 'Pico',
    year: 2022,
    bodyType: 'hatchback',
    color: 'Sky Blue',
    fuelType: 'electric',
    capabilities: ['remote-climate', 'live-data-streaming', 'journey-log', 'ev-charging'],
    cellCount: 108,
    batteryKWh: 42,
    demonstrates: 'EV whose owner has not allowed location: 403 on location and journeys',
    seed: 606,
    home: { latitude: 50.9375, longitude: 6.9603 },
  },
];

export const fleetVehicle = (vin: string) => FLEET.find((v) => v.vin === vin);
/** Who owns a charger: an owner's account, or a client on its own behalf (a fleet's depot). */
export type ChargerOwner = { kind: 'account'; accountId: string } | { kind: 'client'; clientId: string };

export type ChargerSite = {
  id: string;
  name: string;
  vendor: string;
  model: string;
  maxPowerKW: number;
  /** The meter counts from here (0 kWh at installation). */
  installedAt: number;
  owner: ChargerOwner;
  /** Each connector, and the car that plugs into it when it charges at home (null: none does). */
  connectors: { id: number; type: ConnectorType; vin: string | null }[];
};

/**
 * The sandbox's chargers (DESIGN §3). The sedan's owner has a 22 kW wallbox with two Type 2 sockets, one for each of
 * her EVs; the fleet client has a depot charger the plug-in hybrid uses. `owner2@example.com` has none. A car's home
 * charges (AC, at its home) are the sessions of its connector.
 */
export const CHARGER_SITES: ChargerSite[] = [
  {
    id: 'VWB-22-0417-A',
    name: 'Garage wallbox',
    vendor: 'Voltara Energy',
    model: 'HomeBox 22',
    maxPowerKW: 22,
    installedAt: Date.UTC(2025, 5, 2, 9),
    owner: { kind: 'account', accountId: 'acct-owner-1' },
    connectors: [
      { id: 1, type: 'Type 2', vin: VINS.evSedan },
      { id: 2, type: 'Type 2', vin: VINS.evSuv },
    ],
  },
  {
    id: 'DEPOT-FRA-07',
    name: 'Depot charger, bay 7',
    vendor: 'Lastro Fleet Energy',
    model: 'DepotLink AC44',
    maxPowerKW: 44,
    installedAt: Date.UTC(2025, 2, 17, 7),
    owner: { kind: 'client', clientId: 'fleet-demo' },
    connectors: [
      { id: 1, type: 'Type 2', vin: VINS.phev },
      { id: 2, type: 'Type 2', vin: null },
    ],
  },
];

export const chargerSite = (id: string) => CHARGER_SITES.find((c) => c.id === id);

/** The charger and connector a car plugs into at home, if it has one. */
export function homeConnectorOf(vin: string): { site: ChargerSite; connectorId: number } | undefined {
  for (const site of CHARGER_SITES)
    for (const c of site.connectors) if (c.vin === vin) return { site, connectorId: c.id };
  return undefined;
}
