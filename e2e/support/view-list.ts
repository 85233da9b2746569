/** The views the shared e2e checks open (a11y, layout shift, hostile data, no waterfall) and the browser bench. */

/** The vehicle views with live data, under `/vehicles/:vin`, each with a heading that shows once it has rendered. */
export const VEHICLE_VIEWS = [
  { name: 'overview', path: '', ready: 'Active alerts' },
  { name: 'status', path: '/status', ready: 'Doors, windows and tyres' },
  { name: 'alerts', path: '/alerts', ready: 'Alerts' },
  { name: 'journeys', path: '/journeys', ready: 'Journey list' },
  { name: 'location', path: '/location', ready: 'Location' },
  { name: 'ev', path: '/ev', ready: 'Charge' },
  { name: 'battery', path: '/battery', ready: 'Cell voltages' },
] as const;

/**
 * Views of a car's history and of the account (no stream; trends read their pages after the first one says how many
 * there are, so they are not in the no-waterfall list): `path` from the root, `:vin` for the car's VIN.
 */
export const HISTORY_VIEWS = [
  { name: 'diagnostics', path: '/vehicles/:vin/diagnostics', ready: 'Trouble codes' },
  { name: 'trends', path: '/vehicles/:vin/trends', ready: 'Distance per week' },
  { name: 'account trends', path: '/trends', ready: 'Side by side' },
  { name: 'chargers', path: '/chargers', ready: 'Garage wallbox' },
] as const;
