/** "door open" style labels from VSS enum strings: "PARTIALLY_OPEN" → "Partially open". */
export function humanize(value: string): string {
  // Short all-caps words are acronyms ("SUV"), longer ones enum constants ("PARTIALLY_OPEN").
  const acronym = /^[A-Z0-9]{1,3}$/.test(value);
  const s = acronym
    ? value
    : value
        .replace(/_+/g, ' ')
        .replace(/^[A-Z0-9 ]+$/, (m) => m.toLowerCase())
        .trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const FUEL_LABELS: Record<string, string> = {
  electric: 'Electric',
  'plug-in-hybrid': 'Plug-in hybrid',
  hybrid: 'Hybrid',
  gasoline: 'Petrol (gasoline)',
  diesel: 'Diesel',
};
export const fuelLabel = (fuel: string) => FUEL_LABELS[fuel] ?? humanize(fuel);
