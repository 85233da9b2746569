/**
 * Adds two amounts the service sends with a few decimals (kWh, litres), snapped to 1e-9: a total is then the same
 * number whatever order its parts were added in, so two views that sum the same journeys show the same figure (float
 * noise otherwise shows 54.45 kWh as "54.4" in one and "54.5" in the other). Exact for totals below 10^6.
 */
export const addAmounts = (a: number, b: number) => Math.round((a + b) * 1e9) / 1e9;
