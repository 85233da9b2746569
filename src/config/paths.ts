/** Every URL of the dashboard in one place. */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  callback: '/callback',
  signedOut: '/signed-out',
  garage: '/vehicles',
  /** Support staff's landing page: a customer's car by VIN, and the agent's recent cases. */
  support: '/support',
  /** Support staff's details of their own session: health, token, rate limit, request log. */
  sessionDetails: '/session',
  catalog: '/catalog',
  /** The owner's notifications: the in-app list and the settings. */
  notifications: '/notifications',
  /** The account's chargers, and one charger's view. */
  chargers: '/chargers',
  charger: (id: string) => `/chargers/${encodeURIComponent(id)}`,
  vehicle: (vin: string) => `/vehicles/${vin}`,
  status: (vin: string) => `/vehicles/${vin}/status`,
  alerts: (vin: string) => `/vehicles/${vin}/alerts`,
  journeys: (vin: string) => `/vehicles/${vin}/journeys`,
  location: (vin: string) => `/vehicles/${vin}/location`,
  ev: (vin: string) => `/vehicles/${vin}/ev`,
  battery: (vin: string) => `/vehicles/${vin}/battery`,
  /** A car's trouble codes; `code` jumps to one. */
  vehicleDiagnostics: (vin: string, code?: string) =>
    `/vehicles/${vin}/diagnostics${code ? `#dtc-${encodeURIComponent(code)}` : ''}`,
  trends: (vin: string) => `/vehicles/${vin}/trends`,
  /** Trends of every car of the account, side by side. */
  accountTrends: '/trends',
  /** A support agent's case report (staff only). */
  report: (vin: string) => `/vehicles/${vin}/report`,
  /** The owner's report of a car for a date range (printable, and as CSV); `search` carries the range. */
  ownerReport: (vin: string, search = '') => `/vehicles/${vin}/summary${search ? `?${search}` : ''}`,
} as const;

export type VehicleSection =
  'overview' | 'status' | 'alerts' | 'diagnostics' | 'journeys' | 'trends' | 'location' | 'ev' | 'battery';

export const VEHICLE_SECTIONS: {
  id: VehicleSection;
  /** Its name's message key (src/lib/i18n). */
  label: `section.${VehicleSection}`;
  to: (vin: string) => string;
  needsEv?: boolean;
}[] = [
  { id: 'overview', label: 'section.overview', to: paths.vehicle },
  { id: 'status', label: 'section.status', to: paths.status },
  { id: 'alerts', label: 'section.alerts', to: paths.alerts },
  { id: 'diagnostics', label: 'section.diagnostics', to: (vin) => paths.vehicleDiagnostics(vin) },
  { id: 'journeys', label: 'section.journeys', to: paths.journeys },
  { id: 'trends', label: 'section.trends', to: paths.trends },
  { id: 'location', label: 'section.location', to: paths.location },
  { id: 'ev', label: 'section.ev', to: paths.ev, needsEv: true },
  { id: 'battery', label: 'section.battery', to: paths.battery, needsEv: true },
];
