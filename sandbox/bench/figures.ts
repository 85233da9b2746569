/** How the benches print their figures. */
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One figure for `npm run bench`'s table (it reads the lines starting with `figure:`). */
export const figure = (what: string, value: string) => console.log(`figure: ${what}: ${value}`);

/** The p-th percentile of latencies sorted ascending (0 for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
