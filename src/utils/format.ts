/** Number in the user's locale with fixed fraction digits. */
export function formatNumber(value: number, digits = 0, locale?: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** "door open" style labels from VSS enum strings: "PARTIALLY_OPEN" → "Partially open". */
export function humanize(value: string): string {
  const s = value.replace(/[_-]+/g, ' ').toLowerCase().trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "Powertrain.FuelSystem.RelativeLevel" → "Relative level" (the leaf, spaced). */
export function leafLabel(name: string): string {
  const leaf = name.split('.').pop() ?? name;
  return humanize(leaf.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2'));
}
