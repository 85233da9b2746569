import lighthouse from 'lighthouse';

export type LighthouseFigures = { score: number; fcpMs: number; tbtMs: number; lcpMs: number };

/**
 * Lighthouse 12's performance category with its defaults (mobile emulation, simulated slow 4G and 4× CPU) in the
 * Chromium listening on `port`, keeping that browser's storage (the signed-in session) between runs.
 */
export async function lighthouseRun(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
  };
}
