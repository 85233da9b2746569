import type { MessageKey } from '../lib/i18n';
/** Every URL of the dashboard in one place. */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  callback: '/callback',
  signedOut: '/signed-out',
  garage: '/vehicles',
  /** Support staff's landing page: a customer's car by VIN, and the agent's recent cases. */
  support: '/support',
  /** Support staff's diagnostics panel. */
  diagnostics: '/diagnostics',
  catalog: '/catalog',
  vehicle: (vin: string) => `/vehicles/${vin}`,
  status: (vin: string) => `/vehicles/${vin}/status`,
  alerts: (vin: string) => `/vehicles/${vin}/alerts`,
  journeys: (vin: string) => `/vehicles/${vin}/journeys`,
  location: (vin: string) => `/vehicles/${vin}/location`,
  ev: (vin: string) => `/vehicles/${vin}/ev`,
  battery: (vin: string) => `/vehicles/${vin}/battery`,
  /** A support agent's case report (staff only). */
  report: (vin: string) => `/vehicles/${vin}/report`,
} as const;

export type VehicleSection = 'overview' | 'status' | 'alerts' | 'journeys' | 'location' | 'ev' | 'battery';

export const VEHICLE_SECTIONS: {
  id: VehicleSection;
  label: MessageKey;
  to: (vin: string) => string;
  needsEv?: boolean;
}[] = [
  { id: 'overview', label: 'section.overview', to: paths.vehicle },
  { id: 'status', label: 'section.status', to: paths.status },
  { id: 'alerts', label: 'section.alerts', to: paths.alerts },
  { id: 'journeys', label: 'section.journeys', to: paths.journeys },
  { id: 'location', label: 'section.location', to: paths.location },
  { id: 'ev', label: 'section.ev', to: paths.ev, needsEv: true },
  { id: 'battery', label: 'section.battery', to: paths.battery, needsEv: true },
];
