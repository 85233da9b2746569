/** The sandbox's clock in tests, and a journey summary of `km` from a start time (half an hour, 0.16 kWh/km). */
export const NOW = Date.parse('2026-11-25T12:00:00Z');

export const trip = (startTime: string, km: number) => ({
  startTime,
  endTime: new Date(Date.parse(startTime) + 1_800_000).toISOString(),
  distance: km * 1000,
  duration: 1800,
  energyUsed: km * 0.16,
});
