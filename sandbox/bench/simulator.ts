/**
 * `npx tsx sandbox/bench/simulator.ts`: what the simulator costs the data API, which calls it on every request.
 * Cold = the first call of a fresh simulator (builds the per-day caches); warm = the mean of later calls at
 * instants a few seconds apart (what a polling dashboard does). Prints figures only; machine load skews them.
 */
import { FLEET } from '../fleet';
import { createSimulator, ManualClock } from '../sim';

const WARM_CALLS = Number(process.env.BENCH_CALLS ?? 200);
const START = Date.UTC(2026, 10, 20, 12, 0, 0);
const ms = (x: number) => x.toFixed(x < 1 ? 3 : 1).padStart(8);

type Method = 'status' | 'location' | 'ev' | 'hvBattery' | 'alerts' | 'journeys';
const METHODS: Method[] = ['journeys', 'alerts', 'status', 'location', 'ev', 'hvBattery'];

const clock = new ManualClock(START);
const sim = createSimulator({ clock });
console.log(`simulator, ${WARM_CALLS} warm calls per figure; ms per call\n`);
console.log(
  ['vehicle'.padEnd(20), ...METHODS.map((m) => `${m} cold`.padStart(16) + `${m} warm`.padStart(16))].join(''),
);
for (const v of FLEET) {
  const row: string[] = [v.model.padEnd(20)];
  for (const m of METHODS) {
    clock.set(START);
    let t = performance.now();
    sim[m](v.vin);
    const cold = performance.now() - t;
    t = performance.now();
    for (let k = 1; k <= WARM_CALLS; k++) {
      clock.set(START + k * 5_000);
      sim[m](v.vin);
    }
    const warm = (performance.now() - t) / WARM_CALLS;
    row.push(ms(cold).padStart(16) + ms(warm).padStart(16));
  }
  console.log(row.join(''));
}
console.log('\nsizes at', new Date(START).toISOString());
for (const v of FLEET) {
  clock.set(START);
  const journeys = sim.journeys(v.vin)!;
  const alerts = sim.alerts(v.vin)!;
  const points = journeys.reduce((a, j) => a + j.route.length, 0);
  console.log(
    `${v.model.padEnd(20)} journeys ${String(journeys.length).padStart(4)} (${(JSON.stringify(journeys).length / 1024).toFixed(0)} KB JSON, ${(points / 1024).toFixed(0)} KB of polylines)  alerts ${String(alerts.length).padStart(3)} (${alerts.filter((a) => a.active).length} active)  hv-battery ${(JSON.stringify(sim.hvBattery(v.vin) ?? {}).length / 1024).toFixed(1)} KB`,
  );
}
