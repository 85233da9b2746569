import { test, expect } from './fixtures';
import { seriousIssues } from './support/axe';
import { signIn, VIN } from './support/sign-in';

test('battery: all 200 cells of the SUV charted with the lowest and highest cells marked as the API reports them', async ({
  page,
}) => {
  await signIn(page, 'owner@example.com', '/vehicles');
  // The page against one REST answer: no stream, whose cell readings move every second (the highest of 200 nearly
  // equal cells changes with them).
  await page.routeWebSocket(/\/mqtt/, (ws) => ws.close());
  const response = page.waitForResponse(
    (r) => r.url().endsWith(`/v1/vehicles/${VIN.evSuv}/ev/hv-battery`) && r.request().method() === 'GET' && r.ok(),
  );
  await page.goto(`/vehicles/${VIN.evSuv}/battery`);
  const body = (await (await response).json()) as { signals: { name: string; value: unknown }[] };
  const voltages = body.signals.find((s) => s.name === 'Vehicle.Powertrain.TractionBattery.CellVoltage.CellVoltages')!
    .value as number[];
  expect(voltages).toHaveLength(200);
  const min = Math.min(...voltages);
  const max = Math.max(...voltages);
  const minCell = voltages.indexOf(min) + 1;
  const maxCell = voltages.indexOf(max) + 1;

  const chart = page.getByRole('img', { name: /^Voltage of 200 cells/ });
  await expect(chart).toBeVisible();
  await expect(page.getByText(`Cell ${minCell} — lowest ${min.toFixed(3)} V`)).toBeVisible();
  await expect(page.getByText(`Cell ${maxCell} — highest ${max.toFixed(3)} V`)).toBeVisible();
  // The bars are one path per tone: 200 bars across the plot's 200 columns, the coloured ones one bar each, in the
  // column of the lowest and highest cell (the browser's own geometry of each path, in the plot's cell units).
  const bars = await chart.locator('path.cell-bar').evaluateAll((paths) =>
    paths.map((p) => {
      const box = (p as SVGPathElement).getBBox();
      return {
        tone: p.getAttribute('class'),
        bars: p.getAttribute('d')!.split('M').length - 1,
        x: box.x,
        right: box.x + box.width,
      };
    }),
  );
  expect(bars.reduce((sum, b) => sum + b.bars, 0)).toBe(200);
  const low = bars.find((b) => b.tone === 'cell-bar cell-bar--low')!;
  const high = bars.find((b) => b.tone === 'cell-bar cell-bar--high')!;
  expect([low.bars, Math.floor(low.x) + 1, Math.ceil(low.right)]).toEqual([1, minCell, minCell]);
  expect([high.bars, Math.floor(high.x) + 1, Math.ceil(high.right)]).toEqual([1, maxCell, maxCell]);
  expect(Math.min(...bars.map((b) => b.x))).toBeCloseTo(0.12, 2);
  expect(Math.max(...bars.map((b) => b.right))).toBeCloseTo(199.88, 2);
  await expect(page.getByRole('img', { name: /^Temperature of 200 cells/ })).toBeVisible();
  // One tooltip per chart, no title per bar: the pointer over the lowest cell's column reads it; Escape hides it;
  // the keys move it once the chart has focus.
  await expect(chart.locator('title')).toHaveCount(0);
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + ((minCell - 0.5) / 200) * box.width, box.y + box.height - 2);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(`Cell ${minCell}: ${min.toFixed(3)} V`);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await chart.focus();
  await page.keyboard.press('End');
  await expect(tooltip).toHaveText(`Cell 200: ${voltages[199]!.toFixed(3)} V`);
  await expect(page.getByRole('status').filter({ hasText: 'Cell 200:' })).toHaveCount(1);
  // The pack summary's cycle count is the answer's, in words and digits an owner reads.
  const cycles = body.signals.find((s) => s.name === 'Vehicle.Powertrain.TractionBattery.VDS.CycleCount')!
    .value as number;
  await expect(
    page
      .locator('dt', { hasText: /^Charge cycles$/ })
      .first()
      .locator('xpath=following-sibling::dd'),
  ).toHaveText(new RegExp(`^${new Intl.NumberFormat('en').format(cycles)}\\n`), { useInnerText: true });

  // The table alternative holds the same numbers.
  const voltagesSection = page.getByRole('region', { name: 'Cell voltages' });
  await voltagesSection.getByText('Show as table').click();
  const table = voltagesSection.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(201);
  await expect(table.getByRole('row', { name: new RegExp(`^Cell ${minCell} `) })).toContainText('Lowest');

  expect(await seriousIssues(page)).toEqual([]);
});
